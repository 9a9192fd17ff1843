"""The structured fields of a score request: names, allowed values, meaning (one table for all uses)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # enum, bool, number, code
    doc: str
    values: tuple = ()


ASSET_TYPES = ("real_estate", "bonds", "low_carbon_power", "private_credit", "commodities", "funds", "art",
               "equity", "infrastructure", "receivables", "stablecoins", "other")

FIELDS: tuple[Field, ...] = (
    Field("asset_type", "enum", "What the token represents.", ASSET_TYPES),
    Field("issuer_type", "enum", "Who issues the token.",
          ("company_spv", "operating_company", "fund", "public_entity", "central_bank", "individual", "unknown")),
    Field("jurisdiction", "code", "Where the issuer is established (EU, FR, DE, LU, CH ...)."),
    Field("whitepaper", "enum", "State of the MiCA crypto-asset white paper.", ("none", "draft", "published")),
    Field("prospectus", "enum", "State of the prospectus (financial instruments).",
          ("none", "draft", "approved", "exempt")),
    Field("has_kyc", "bool", "Customer due diligence before minting, redeeming or transferring."),
    Field("aml_policy", "bool", "AML/CFT procedures, including the travel rule on transfers."),
    Field("transfer_restrictions", "enum", "Whether only screened holders may hold the token.",
          ("none", "allowlist")),
    Field("custody", "enum", "Who holds the asset and the keys.", ("none", "self", "qualified_custodian")),
    Field("audit", "enum", "Financial statements of the issuer or SPV.", ("none", "unaudited", "audited")),
    Field("legal_opinion", "bool", "A legal opinion on what the token is."),
    Field("valuation", "bool", "An independent, dated valuation of the underlying asset."),
    Field("lei", "bool", "The issuer has a Legal Entity Identifier."),
    Field("smart_contract_audit", "bool", "The token contracts were audited."),
    Field("sustainability_disclosure", "bool", "Sustainability indicators of the consensus mechanism disclosed."),
    Field("investor_type", "enum", "Who may buy.", ("retail", "professional", "qualified", "mixed")),
    Field("min_ticket_eur", "number", "Minimum investment in euros."),
    Field("redemption", "enum", "How holders exit.", ("none", "periodic", "on_demand")),
    Field("complaints_policy", "bool", "Complaints handling and conflicts-of-interest policy published."),
    Field("withdrawal_right", "bool", "A 14-day right of withdrawal offered to retail buyers."),
    Field("rights", "enum", "What the token gives its holder.",
          ("debt", "equity", "fund_units", "profit_share", "ownership", "utility", "payment", "none")),
    Field("reference_asset", "enum", "What the token's value is pegged to, if anything.",
          ("none", "single_fiat", "basket", "commodity")),
    Field("transferable", "bool", "Transferable and stored on a DLT (assumed true)."),
    Field("fungible", "bool", "Interchangeable with the other tokens of the issue (assumed true)."),
    Field("issuer_licensed", "bool", "The issuer holds the authorisation an e-money or asset-referenced token needs."),
)

BY_NAME = {f.name: f for f in FIELDS}
DEFAULTS = {"transferable": True, "fungible": True}
