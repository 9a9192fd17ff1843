"""The structured fields of a score request: names, allowed values, meaning (one table for all uses)."""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import lazy_gettext as _l


@dataclass(frozen=True)
class Field:
    name: str
    label: str  # what a reader sees, translated (the result, the attestation page, the form)
    kind: str  # enum, bool, number, code
    doc: str
    values: tuple = ()


ASSET_TYPES = ("real_estate", "bonds", "low_carbon_power", "private_credit", "commodities", "funds", "art",
               "equity", "infrastructure", "receivables", "stablecoins", "other")

FIELDS: tuple[Field, ...] = (
    Field("asset_type", _l("Asset type"), "enum", "What the token represents.", ASSET_TYPES),
    Field("issuer_type", _l("Issuer type"), "enum", "Who issues the token.",
          ("company_spv", "operating_company", "fund", "public_entity", "central_bank", "individual", "unknown")),
    Field("jurisdiction", _l("Jurisdiction"), "code", "Where the issuer is established (EU, FR, DE, LU, CH ...)."),
    Field("whitepaper", _l("White paper"), "enum", "State of the MiCA crypto-asset white paper.",
          ("none", "draft", "published")),
    Field("prospectus", _l("Prospectus"), "enum", "State of the prospectus (financial instruments).",
          ("none", "draft", "approved", "exempt")),
    Field("has_kyc", _l("KYC in place"), "bool", "Customer due diligence before minting, redeeming or transferring."),
    Field("aml_policy", _l("AML policy"), "bool", "AML/CFT procedures, including the travel rule on transfers."),
    Field("transfer_restrictions", _l("Transfer restrictions"), "enum",
          "Whether only screened holders may hold the token.",
          ("none", "allowlist")),
    Field("custody", _l("Custody"), "enum", "Who holds the asset and the keys.",
          ("none", "self", "qualified_custodian")),
    Field("audit", _l("Audited accounts"), "enum", "Financial statements of the issuer or SPV.",
          ("none", "unaudited", "audited")),
    Field("legal_opinion", _l("Legal opinion"), "bool", "A legal opinion on what the token is."),
    Field("valuation", _l("Independent valuation"), "bool", "An independent, dated valuation of the underlying asset."),
    Field("lei", _l("Legal Entity Identifier (LEI)"), "bool", "The issuer has a Legal Entity Identifier."),
    Field("smart_contract_audit", _l("Smart contract audit"), "bool", "The token contracts were audited."),
    Field("sustainability_disclosure", _l("Sustainability disclosure"), "bool",
          "Sustainability indicators of the consensus mechanism disclosed."),
    Field("investor_type", _l("Investors"), "enum", "Who may buy.", ("retail", "professional", "qualified", "mixed")),
    Field("min_ticket_eur", _l("Minimum ticket (EUR)"), "number", "Minimum investment in euros."),
    Field("redemption", _l("Redemption"), "enum", "How holders exit.", ("none", "periodic", "on_demand")),
    Field("complaints_policy", _l("Complaints policy"), "bool",
          "Complaints handling and conflicts-of-interest policy published."),
    Field("withdrawal_right", _l("Right of withdrawal"), "bool",
          "A 14-day right of withdrawal offered to retail buyers."),
    Field("rights", _l("Holder rights"), "enum", "What the token gives its holder.",
          ("debt", "equity", "fund_units", "profit_share", "ownership", "utility", "payment", "none")),
    Field("reference_asset", _l("Reference asset"), "enum", "What the token's value is pegged to, if anything.",
          ("none", "single_fiat", "basket", "commodity")),
    Field("transferable", _l("Transferable"), "bool", "Transferable and stored on a DLT (assumed true)."),
    Field("fungible", _l("Fungible"), "bool", "Interchangeable with the other tokens of the issue (assumed true)."),
    Field("issuer_licensed", _l("Issuer licensed"), "bool",
          "The issuer holds the authorisation an e-money or asset-referenced token needs."),
)

BY_NAME = {f.name: f for f in FIELDS}
DEFAULTS = {"transferable": True, "fungible": True}


def given(request: dict) -> list[tuple[Field, object]]:
    """The structured fields a score request gives, in the table's order, with their values."""
    return [(f, request[f.name]) for f in FIELDS if request.get(f.name) is not None]


def _typed(f: Field, value) -> str:
    """A value as a visitor types it in the score form."""
    if f.kind == "bool":
        return "yes" if value else "no"
    if f.kind == "number" and float(value).is_integer():
        return str(int(value))
    return str(value)


def as_form(request: dict) -> list[tuple[str, str]]:
    """A validated score request as the score form sends it (strings; yes/no for booleans), to send it again."""
    pairs = [(f.name, _typed(f, value)) for f, value in given(request)]
    return pairs + [(name, str(request[name])) for name in ("description", "locale") if request.get(name)]
