"""The rule tables of the readiness model. The code scores with them and the methodology page shows them.

Each dimension scores 0-100: the sum of the points its rules award. A rule reads one fact (an input
field, or a fact derived from the inputs and the MiCA test) and awards the points its table gives for
that value; an unknown value awards nothing. A rule that does not apply to the asset awards its full
points and says why. The readiness score is the weighted sum of the five dimensions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

METHODOLOGY_VERSION = "readiness-1.0"
DIMENSIONS = ("legal_structure", "kyc_aml", "mica_compliance", "data_room", "investor_protection")
DIMENSION_TITLES = {
    "en": {"legal_structure": "Legal structure", "kyc_aml": "KYC and AML", "mica_compliance": "MiCA compliance",
           "data_room": "Data room", "investor_protection": "Investor protection"},
    "fr": {"legal_structure": "Structure juridique", "kyc_aml": "KYC et LCB-FT",
           "mica_compliance": "Conformité MiCA", "data_room": "Data room",
           "investor_protection": "Protection des investisseurs"},
}

DEFAULT_WEIGHTS = {"legal_structure": 25, "kyc_aml": 20, "mica_compliance": 25, "data_room": 15,
                   "investor_protection": 15}
PROFILES = {
    "real_estate_fund": {"legal_structure": 30, "kyc_aml": 15, "mica_compliance": 15, "data_room": 25,
                         "investor_protection": 15},
    "credit_fund": {"legal_structure": 20, "kyc_aml": 20, "mica_compliance": 15, "data_room": 20,
                    "investor_protection": 25},
}
PROFILE_REASONS = {
    "real_estate_fund": "Title, valuation and documents weigh most for property: legal structure and data room up.",
    "credit_fund": "Exit terms and who may buy weigh most for loans: investor protection and data room up.",
}

GRADES = ((90, "A+"), (80, "A"), (70, "B"), (60, "C"), (50, "D"), (40, "E"), (0, "F"))
STATUS_RULES = (
    ("blocked", "a blocking condition holds (see blockers), whatever the score"),
    ("ready", "score of 80 or more and no blocker"),
    ("progress", "score from 50 to under 80"),
    ("early", "score under 50"),
)


@dataclass(frozen=True)
class Rule:
    id: str
    dimension: str
    fact: str
    awards: dict
    checklist: str
    action: dict
    applies_when: str | None = None
    applies_doc: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def max_points(self) -> int:
        return max(self.awards.values())


def _a(en: str, fr: str) -> dict:
    return {"en": en, "fr": fr}


RULES: tuple[Rule, ...] = (
    # legal_structure
    Rule("issuer_entity", "legal_structure", "issuer_type",
         {"company_spv": 30, "fund": 30, "public_entity": 30, "central_bank": 30, "operating_company": 20,
          "individual": 0, "unknown": 0}, "issuer_entity",
         _a("Issue through an identified legal entity, ideally a dedicated SPV or a regulated fund.",
            "Émettre via une entité juridique identifiée, idéalement une SPV dédiée ou un fonds régulé.")),
    Rule("jurisdiction_covered", "legal_structure", "jurisdiction_covered", {True: 15, False: 0}, "issuer_entity",
         _a("State the issuer's jurisdiction (one the hub covers: see /api/v1/jurisdictions).",
            "Indiquer la juridiction de l'émetteur (couverte par le hub : voir /api/v1/jurisdictions).")),
    Rule("legal_opinion", "legal_structure", "legal_opinion", {True: 25, False: 0}, "legal_opinion",
         _a("Obtain a legal opinion on what the token is under MiCA and MiFID II.",
            "Obtenir un avis juridique sur la qualification du jeton au regard de MiCA et MiFID II.")),
    Rule("custody", "legal_structure", "custody", {"qualified_custodian": 30, "self": 10, "none": 0}, "custody",
         _a("Appoint a licensed custodian for the asset and the keys.",
            "Désigner un conservateur agréé pour l'actif et les clés.")),
    # kyc_aml
    Rule("kyc", "kyc_aml", "has_kyc", {True: 50, False: 0}, "kyc_procedure",
         _a("Put customer due diligence (KYC) in place before minting, redeeming or transferring.",
            "Mettre en place la connaissance client (KYC) avant émission, rachat ou transfert.")),
    Rule("aml_policy", "kyc_aml", "aml_policy", {True: 30, False: 0}, "travel_rule",
         _a("Write AML/CFT procedures, including the travel rule on every transfer.",
            "Rédiger les procédures LCB-FT, y compris la règle de voyage sur chaque transfert.")),
    Rule("holder_screening", "kyc_aml", "transfer_restrictions", {"allowlist": 20, "none": 0},
         "sanctions_screening",
         _a("Restrict holding to screened wallets (allowlist) with sanctions screening.",
            "Réserver la détention aux portefeuilles filtrés (liste blanche) avec filtrage des sanctions.")),
    # mica_compliance
    Rule("classification", "mica_compliance", "classification_determined", {True: 25, False: 0},
         "classification_test",
         _a("Answer the standardised classification test: state what rights the token gives (field rights).",
            "Répondre au test de classification standardisé : préciser les droits conférés (champ rights).")),
    Rule("disclosure", "mica_compliance", "disclosure", {"published": 35, "draft": 15, "none": 0}, "white_paper",
         _a("Draft and publish the disclosure document: the white paper (MiCA) or the prospectus "
            "(financial instrument).",
            "Rédiger et publier le document d'information : livre blanc (MiCA) ou prospectus "
            "(instrument financier)."),
         applies_when="in_scope_or_instrument",
         applies_doc="not required when the token is outside MiCA and is not a financial instrument"),
    Rule("lei", "mica_compliance", "lei", {True: 15, False: 0}, "lei",
         _a("Obtain a Legal Entity Identifier (LEI) for the issuer.",
            "Obtenir un identifiant d'entité juridique (LEI) pour l'émetteur.")),
    Rule("sustainability", "mica_compliance", "sustainability_disclosure", {True: 15, False: 0},
         "sustainability_indicators",
         _a("Disclose the consensus mechanism's sustainability indicators in the white paper.",
            "Publier les indicateurs de durabilité du mécanisme de consensus dans le livre blanc."),
         applies_when="in_mica_scope", applies_doc="only for crypto-assets within MiCA's scope"),
    Rule("issuer_authorisation", "mica_compliance", "issuer_licensed", {True: 10, False: 0}, "white_paper",
         _a("Obtain the authorisation an e-money or asset-referenced token issuer needs.",
            "Obtenir l'agrément requis pour émettre un jeton de monnaie électronique ou se référant à des actifs."),
         applies_when="stable_value_token", applies_doc="only for e-money and asset-referenced tokens"),
    # data_room
    Rule("audited_financials", "data_room", "audit", {"audited": 35, "unaudited": 10, "none": 0},
         "audited_financials",
         _a("Have the issuer's or SPV's financial statements audited.",
            "Faire auditer les comptes de l'émetteur ou de la SPV.")),
    Rule("valuation", "data_room", "valuation", {True: 25, False: 0}, "asset_valuation",
         _a("Commission an independent, dated valuation of the underlying asset.",
            "Faire réaliser une évaluation indépendante et datée de l'actif sous-jacent.")),
    Rule("smart_contract_audit", "data_room", "smart_contract_audit", {True: 25, False: 0},
         "smart_contract_audit",
         _a("Have the token contracts audited.", "Faire auditer les smart contracts du jeton.")),
    Rule("documents", "data_room", "documents_available", {True: 15, False: 0}, "white_paper",
         _a("Put the offering documents (white paper or prospectus, even in draft) in the data room.",
            "Verser les documents d'offre (livre blanc ou prospectus, même en projet) dans la data room.")),
    # investor_protection
    Rule("redemption", "investor_protection", "redemption", {"on_demand": 30, "periodic": 25, "none": 0},
         "redemption_terms",
         _a("Define redemption terms: who may redeem, at what value, in what time.",
            "Définir les conditions de rachat : qui, à quelle valeur, dans quel délai.")),
    Rule("eligible_investors", "investor_protection", "investor_type_stated", {True: 20, False: 0},
         "investor_eligibility",
         _a("State who may buy (retail, professional, qualified).",
            "Préciser qui peut investir (particuliers, professionnels, investisseurs qualifiés).")),
    Rule("minimum_ticket", "investor_protection", "min_ticket_stated", {True: 15, False: 0},
         "investor_eligibility",
         _a("State the minimum ticket.", "Préciser le ticket minimum.")),
    Rule("complaints", "investor_protection", "complaints_policy", {True: 15, False: 0}, "complaints_conflicts",
         _a("Publish a complaints-handling and conflicts-of-interest policy.",
            "Publier une politique de traitement des réclamations et de gestion des conflits d'intérêts.")),
    Rule("withdrawal_right", "investor_protection", "withdrawal_right", {True: 20, False: 0}, "withdrawal_right",
         _a("Offer retail buyers the 14-day right of withdrawal (MiCA Art. 13).",
            "Offrir aux particuliers le droit de rétractation de 14 jours (MiCA art. 13)."),
         applies_when="retail_other_crypto",
         applies_doc="only for other crypto-assets offered to retail buyers"),
)

BLOCKERS = (
    ("unlicensed_stable_value_token", "An e-money or asset-referenced token needs an authorised issuer.",
     "Un jeton de monnaie électronique ou se référant à des actifs exige un émetteur agréé."),
    ("kyc_refused", "Stated without KYC: no EU offering can go ahead without customer due diligence.",
     "Déclaré sans KYC : aucune offre dans l'UE ne peut se faire sans connaissance client."),
)


def rules_for(dimension: str) -> list[Rule]:
    return [r for r in RULES if r.dimension == dimension]


def grade_for(score: float) -> str:
    """Letter grade of a 0-100 score."""
    return next(letter for threshold, letter in GRADES if score >= threshold)


def breakdown_rows(breakdown: dict, locale: str | None = "en") -> list[tuple[str, float]]:
    """(dimension title, score) in the model's order, in the reader's language."""
    titles = DIMENSION_TITLES.get(locale or "en", DIMENSION_TITLES["en"])
    return [(titles[d], breakdown[d]) for d in DIMENSIONS]
