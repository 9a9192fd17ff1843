"""Turn a free-text description (English or French) into the structured fields of a score request.

Rules, shown on the methodology page:
- each field has patterns per value; for an enumerated field, the value whose pattern appears first wins;
- a yes/no field is true when its pattern appears, false when a negation ("no", "not", "without", "sans",
  "pas de", "aucun", "non" ...) stands within the three words before it, in the same clause;
- structured fields sent with the request always win over what the text suggests;
- the answer lists every inferred field with the words it rests on.
"""

from __future__ import annotations

import re
from functools import cache

NEGATIONS = frozenset({"no", "not", "without", "lacks", "lacking", "missing", "never", "none", "sans", "pas",
                       "aucun", "aucune", "non", "ni", "absence", "dépourvu", "dépourvue"})
_WORD = re.compile(r"[\w'’-]+", re.UNICODE)

ENUM_PATTERNS: dict[str, dict[str, tuple[str, ...]]] = {
    "asset_type": {
        "real_estate": (r"real[ -]estate", r"\bpropert(?:y|ies)\b", r"immobili\w*", r"\bapartments?\b",
                        r"\bappartements?\b", r"\bbuildings?\b", r"\bimmeubles?\b"),
        "bonds": (r"\bbonds?\b", r"\bobligations?\b", r"\btreasur(?:y|ies)\b", r"\bt-bills?\b"),
        "low_carbon_power": (r"\bsolar\b", r"photovolta\w*", r"\bwind (?:farm|turbines?|power|park)",
                             r"éolien\w*", r"\bhydro\w*", r"\bnuclear\b", r"nucléaire", r"renewable energy",
                             r"énergies? renouvelables?"),
        "private_credit": (r"private credit", r"crédit privé", r"\bloans?\b", r"\bprêts?\b", r"\binvoices?\b",
                           r"\bfactures?\b"),
        "commodities": (r"\bgold\b", r"\bsilver\b", r"commodit(?:y|ies)", r"matières? premières?",
                        r"\blingots?\b", r"métaux précieux"),
        "funds": (r"\bfunds?\b", r"\bfonds\b", r"\bucits\b", r"\bopcvm\b", r"money[- ]market"),
        "art": (r"\bartworks?\b", r"\bpaintings?\b", r"\bœuvres? d'art", r"\boeuvres? d'art"),
        "equity": (r"\bshares\b", r"\bequity\b", r"\bactions de (?:la )?société"),
        "stablecoins": (r"\bstablecoins?\b",),
    },
    "issuer_type": {
        "company_spv": (r"\bspv\b", r"special[- ]purpose vehicle", r"société ad hoc", r"véhicule dédié"),
        "operating_company": (r"operating company", r"société opérationnelle"),
        "individual": (r"\bindividual issuer\b", r"personne physique"),
    },
    "custody": {
        "self": (r"self[- ]custody", r"auto[- ]conservation"),
        "qualified_custodian": (r"\bcustodian\b", r"\bcustody\b", r"dépositaire", r"\bconservateur\b"),
    },
    "investor_type": {
        "retail": (r"\bretail\b", r"\bparticuliers\b", r"grand public"),
        "professional": (r"professional investors?", r"investisseurs professionnels"),
        "qualified": (r"qualified investors?", r"investisseurs qualifiés", r"\baccredited\b"),
    },
    "redemption": {
        "on_demand": (r"redeem\w* (?:at any time|on demand|daily)", r"rachat (?:à tout moment|quotidien)"),
        "periodic": (r"\bredemptions?\b", r"\bredeem\w*", r"\brachats?\b", r"\bremboursement\b"),
    },
    "rights": {
        "profit_share": (r"\bdividends?\b", r"profit[- ]shar\w*", r"revenue[- ]shar\w*", r"rental income",
                         r"\bloyers\b", r"partage des (?:profits|revenus)"),
        "debt": (r"\bcoupons?\b", r"\binterest payments?\b", r"\bintérêts\b"),
        "ownership": (r"fractional ownership", r"co-?ownership", r"copropriété", r"propriété fractionnée"),
        "utility": (r"utility token", r"jeton utilitaire"),
    },
    "reference_asset": {
        "single_fiat": (r"pegged to the (?:euro|dollar|us dollar)", r"indexé sur l'euro", r"1:1 (?:eur|usd)"),
        "basket": (r"basket of (?:currencies|assets)", r"panier d'actifs"),
    },
    "jurisdiction": {
        "FR": (r"\bfrance\b", r"\bfrench\b", r"\bfrançaise?\b"), "LU": (r"\bluxembourg\w*",),
        "DE": (r"\bgermany\b", r"\bgerman\b", r"\ballemagne\b", r"\ballemande?\b"),
        "CH": (r"\bswitzerland\b", r"\bswiss\b", r"\bsuisse\b"), "IE": (r"\bireland\b", r"\birlande\b"),
        "NL": (r"\bnetherlands\b", r"\bdutch\b", r"pays-bas"), "ES": (r"\bspain\b", r"\bespagne\b"),
        "IT": (r"\bitaly\b", r"\bitalie\b"), "MT": (r"\bmalta\b", r"\bmalte\b"),
    },
}

BOOL_PATTERNS: dict[str, tuple[str, ...]] = {
    "has_kyc": (r"\bkyc\b", r"know[- ]your[- ]customer", r"connaissance (?:du )?client"),
    "aml_policy": (r"\baml\b", r"anti[- ]money[- ]laundering", r"\blcb[- ]?ft\b", r"blanchiment", r"travel rule",
                   r"règle de voyage"),
    "legal_opinion": (r"legal opinion", r"avis juridique", r"consultation juridique"),
    "valuation": (r"\bvaluation\b", r"\bappraisal\b", r"\bévaluation\b", r"\bexpertise\b"),
    "lei": (r"\blei\b", r"legal entity identifier"),
    "smart_contract_audit": (r"smart[- ]contracts? (?:(?:was|were|has been|have been) )?audited",
                             r"audit (?:of|du|des) (?:the )?smart[- ]contracts?", r"\bcontract audit\b"),
    "complaints_policy": (r"complaints? (?:handling|policy|procedure)", r"réclamations?",
                          r"conflicts? of interests?", r"conflits? d'intérêts?"),
    "sustainability_disclosure": (r"sustainability indicators?", r"indicateurs? de durabilité"),
    "withdrawal_right": (r"right of withdrawal", r"withdrawal right", r"droit de rétractation"),
}

_WHITEPAPER = re.compile(r"white ?paper|livre blanc", re.IGNORECASE)
_DRAFT = re.compile(r"\bdraft\w*|brouillon|projet|en cours", re.IGNORECASE)
_PUBLISHED = re.compile(r"\bpublish\w*|\bpublié\w*|notif\w*", re.IGNORECASE)
_AUDITED = re.compile(r"\baudited (?:financial|accounts|statements)|comptes? (?:certifiés|audités)|"
                      r"financial statements (?:are |were )?audited|commissaire aux comptes", re.IGNORECASE)
_TICKET = re.compile(r"(?:minimum (?:ticket|investment|subscription)|ticket minimum|investissement minimum|"
                     r"souscription minimum)\D{0,12}?(\d[\d\s.,]*)\s*(k|m|000)?", re.IGNORECASE)


def _negated(text: str, start: int) -> bool:
    """A negation among the three words before, within the same clause."""
    clause = re.split(r"[,.;:!?()\n]", text[max(0, start - 60):start])[-1]
    before = _WORD.findall(clause.lower())[-3:]
    return any(word in NEGATIONS for word in before)


@cache
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)


def _first(text: str, patterns: tuple[str, ...]) -> re.Match | None:
    matches = [m for p in patterns if (m := _compiled(p).search(text))]
    return min(matches, key=lambda m: m.start()) if matches else None


def _enum_fields(text: str, found: dict) -> None:
    for field, values in ENUM_PATTERNS.items():
        best = None
        for value, patterns in values.items():
            match = _first(text, patterns)
            if match and not _negated(text, match.start()) and (best is None or match.start() < best[1].start()):
                best = (value, match)
        if best:
            found[field] = (best[0], best[1].group(0))


def _bool_fields(text: str, found: dict) -> None:
    for field, patterns in BOOL_PATTERNS.items():
        match = _first(text, patterns)
        if match:
            found[field] = (not _negated(text, match.start()), match.group(0))


def _document_fields(text: str, found: dict) -> None:
    paper = _WHITEPAPER.search(text)
    if paper:
        window = text[max(0, paper.start() - 40):paper.end() + 40]
        if _negated(text, paper.start()):
            state = "none"
        elif _DRAFT.search(window):
            state = "draft"
        else:
            state = "published" if _PUBLISHED.search(window) else "draft"
        found["whitepaper"] = (state, text[paper.start():paper.end() + 24].strip())
    audit = _AUDITED.search(text)
    if audit:
        found["audit"] = ("unaudited" if _negated(text, audit.start()) else "audited", audit.group(0))
    ticket = _TICKET.search(text)
    if ticket:
        digits = re.sub(r"[\s,.]", "", ticket.group(1))
        if digits.isdigit():
            scale = {"k": 1_000, "m": 1_000_000, "000": 1_000}.get((ticket.group(2) or "").lower(), 1)
            found["min_ticket_eur"] = (int(digits) * scale, ticket.group(0).strip())


def extract(description: str) -> dict[str, tuple]:
    """{field: (value, evidence)} for every field the description suggests."""
    text = " ".join(description.split())
    found: dict[str, tuple] = {}
    if not text:  # no words, nothing to find (most requests give structured fields only)
        return found
    _enum_fields(text, found)
    _bool_fields(text, found)
    _document_fields(text, found)
    return found
