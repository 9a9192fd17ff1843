"""The rule tables of the readiness model. The code scores with them and the methodology page shows them.

Each dimension scores 0-100: the sum of the points its rules award. A rule reads one fact (an input
field, or a fact derived from the inputs and the MiCA test) and awards the points its table gives for
that value; an unknown value awards nothing. A rule that does not apply to the asset awards its full
points and says why. The readiness score is the weighted sum of the five dimensions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from flask_babel import lazy_gettext as _l

from app.platform.i18n import text

METHODOLOGY_VERSION = "readiness-1.0"
DIMENSIONS = ("legal_structure", "kyc_aml", "mica_compliance", "data_room", "investor_protection")
DIMENSION_TITLES = {"legal_structure": _l("Legal structure"), "kyc_aml": _l("KYC and AML"),
                    "mica_compliance": _l("MiCA compliance"), "data_room": _l("Data room"),
                    "investor_protection": _l("Investor protection")}

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
    action: str  # a lazy msgid: text(rule.action, locale) renders it
    applies_when: str | None = None
    applies_doc: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def max_points(self) -> int:
        return max(self.awards.values())


RULES: tuple[Rule, ...] = (
    # legal_structure
    Rule("issuer_entity", "legal_structure", "issuer_type",
         {"company_spv": 30, "fund": 30, "public_entity": 30, "central_bank": 30, "operating_company": 20,
          "individual": 0, "unknown": 0}, "issuer_entity",
         _l("Issue through an identified legal entity, ideally a dedicated SPV or a regulated fund.")),
    Rule("jurisdiction_covered", "legal_structure", "jurisdiction_covered", {True: 15, False: 0}, "issuer_entity",
         _l("State the issuer's jurisdiction (one the hub covers: see /api/v1/jurisdictions).")),
    Rule("legal_opinion", "legal_structure", "legal_opinion", {True: 25, False: 0}, "legal_opinion",
         _l("Obtain a legal opinion on what the token is under MiCA and MiFID II.")),
    Rule("custody", "legal_structure", "custody", {"qualified_custodian": 30, "self": 10, "none": 0}, "custody",
         _l("Appoint a licensed custodian for the asset and the keys.")),
    # kyc_aml
    Rule("kyc", "kyc_aml", "has_kyc", {True: 50, False: 0}, "kyc_procedure",
         _l("Put customer due diligence (KYC) in place before minting, redeeming or transferring.")),
    Rule("aml_policy", "kyc_aml", "aml_policy", {True: 30, False: 0}, "travel_rule",
         _l("Write AML/CFT procedures, including the travel rule on every transfer.")),
    Rule("holder_screening", "kyc_aml", "transfer_restrictions", {"allowlist": 20, "none": 0},
         "sanctions_screening",
         _l("Restrict holding to screened wallets (allowlist) with sanctions screening.")),
    # mica_compliance
    Rule("classification", "mica_compliance", "classification_determined", {True: 25, False: 0},
         "classification_test",
         _l("Answer the standardised classification test: state what rights the token gives (field rights).")),
    Rule("disclosure", "mica_compliance", "disclosure", {"published": 35, "draft": 15, "none": 0}, "white_paper",
         _l("Draft and publish the disclosure document: the white paper (MiCA) or the prospectus "
            "(financial instrument)."),
         applies_when="in_scope_or_instrument",
         applies_doc="not required when the token is outside MiCA and is not a financial instrument"),
    Rule("lei", "mica_compliance", "lei", {True: 15, False: 0}, "lei",
         _l("Obtain a Legal Entity Identifier (LEI) for the issuer.")),
    Rule("sustainability", "mica_compliance", "sustainability_disclosure", {True: 15, False: 0},
         "sustainability_indicators",
         _l("Disclose the consensus mechanism's sustainability indicators in the white paper."),
         applies_when="in_mica_scope", applies_doc="only for crypto-assets within MiCA's scope"),
    Rule("issuer_authorisation", "mica_compliance", "issuer_licensed", {True: 10, False: 0}, "white_paper",
         _l("Obtain the authorisation an e-money or asset-referenced token issuer needs."),
         applies_when="stable_value_token", applies_doc="only for e-money and asset-referenced tokens"),
    # data_room
    Rule("audited_financials", "data_room", "audit", {"audited": 35, "unaudited": 10, "none": 0},
         "audited_financials",
         _l("Have the issuer's or SPV's financial statements audited.")),
    Rule("valuation", "data_room", "valuation", {True: 25, False: 0}, "asset_valuation",
         _l("Commission an independent, dated valuation of the underlying asset.")),
    Rule("smart_contract_audit", "data_room", "smart_contract_audit", {True: 25, False: 0},
         "smart_contract_audit",
         _l("Have the token contracts audited.")),
    Rule("documents", "data_room", "documents_available", {True: 15, False: 0}, "white_paper",
         _l("Put the offering documents (white paper or prospectus, even in draft) in the data room.")),
    # investor_protection
    Rule("redemption", "investor_protection", "redemption", {"on_demand": 30, "periodic": 25, "none": 0},
         "redemption_terms",
         _l("Define redemption terms: who may redeem, at what value, in what time.")),
    Rule("eligible_investors", "investor_protection", "investor_type_stated", {True: 20, False: 0},
         "investor_eligibility",
         _l("State who may buy (retail, professional, qualified).")),
    Rule("minimum_ticket", "investor_protection", "min_ticket_stated", {True: 15, False: 0},
         "investor_eligibility",
         _l("State the minimum ticket.")),
    Rule("complaints", "investor_protection", "complaints_policy", {True: 15, False: 0}, "complaints_conflicts",
         _l("Publish a complaints-handling and conflicts-of-interest policy.")),
    Rule("withdrawal_right", "investor_protection", "withdrawal_right", {True: 20, False: 0}, "withdrawal_right",
         _l("Offer retail buyers the 14-day right of withdrawal (MiCA Art. 13)."),
         applies_when="retail_other_crypto",
         applies_doc="only for other crypto-assets offered to retail buyers"),
)

BLOCKERS = (
    ("unlicensed_stable_value_token", _l("An e-money or asset-referenced token needs an authorised issuer.")),
    ("kyc_refused", _l("Stated without KYC: no EU offering can go ahead without customer due diligence.")),
)


def rules_for(dimension: str) -> list[Rule]:
    return [r for r in RULES if r.dimension == dimension]


def grade_for(score: float) -> str:
    """Letter grade of a 0-100 score."""
    return next(letter for threshold, letter in GRADES if score >= threshold)


def breakdown_rows(breakdown: dict, locale: str | None = None) -> list[tuple[str, float]]:
    """(dimension title, score) in the model's order, in `locale` (the request's language when None)."""
    return [(text(DIMENSION_TITLES[d], locale), breakdown[d]) for d in DIMENSIONS]
