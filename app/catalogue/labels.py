"""Documented rules that derive a product's tier, scores and human labels from its stated facts.

Nothing here invents a figure: an unknown APY stays null and reads "not disclosed" (or "non-yielding" when
the product pays no yield by design), an unknown flag reads "not shown".
"""

from __future__ import annotations

CATEGORIES = ("bonds", "stablecoins", "real_estate", "private_credit", "commodities")
RISK_TIERS = ("core", "satellite", "speculative")
CORE_SUBCATEGORIES = frozenset({
    "money_market_fund", "tokenized_treasury", "tokenized_treasury_note", "tokenized_treasury_certificate",
    "tokenized_treasury_etf_tracker", "ultrashort_bond_etf_tracker", "fiat_stablecoin", "fiat_stablecoin_eur",
    "money_market_fund_token", "money_market_fund_feeder", "tokenized_treasury_wrapper",
    "tokenized_treasury_registered_closed_end_fund", "tokenized_treasury_bill_series", "treasury_bond_fund",
    "treasury_floating_rate_fund", "fiat_stablecoin_sgd", "e_money_token_eur", "e_money_token_usd", "e_money_token_chf",
})
SPECULATIVE_SUBCATEGORIES = frozenset({
    "synthetic_dollar", "emerging_market_fintech_credit", "institutional_unsecured_lending",
})
RISK_TIER_RULE = ("core: treasury and money-market funds, ETF trackers of short bonds, fiat-backed stablecoins and "
                  "e-money tokens; speculative: synthetic dollars, unsecured or emerging-market credit, and anything "
                  "no longer live; satellite: everything else")
TRANSPARENCY_POINTS = {"attestation": 30, "tvl": 15, "apy": 15, "jurisdiction": 15, "fees": 15,
                       "source": 10}  # source: at most 10, by the class of the cited source (SOURCE_POINTS)
LIQUIDITY_POINTS = {"redeemable": 40, "transferable": 30, "no_kyc_to_hold": 15, "small_ticket": 15}
SOURCE_CLASSES = ("issuer", "regulator", "aggregator", "press")
# The "source" part of the transparency score, by what the cited source is: the issuer's or fund's own document
# and a regulator's filing count in full; on-chain data or a data aggregator measures but does not commit the
# issuer; a press article or blog only reports what others said.
SOURCE_POINTS = {"issuer": 10, "regulator": 10, "aggregator": 7, "press": 3}
SOURCE_CLASS_DOC = {
    "issuer": "a document of the issuer or the fund (fact sheet, prospectus, docs, transparency page, the issuer's "
              "own application to a protocol's governance)",
    "regulator": "a regulator's register or a filing made to a regulator (for example an SEC filing)",
    "aggregator": "on-chain data or a data aggregator's page (for example DefiLlama, RWA.xyz)",
    "press": "a press article, blog or third-party research that reports the figures",
}
EVIDENCE_FLAGS = ("kyc_to_mint", "kyc_to_hold", "redeemable", "exchange_listed", "transferable", "self_custody")
APY_BASIS_LABELS = {
    "sec_7day_current": "SEC 7-day yield", "sec_30day": "SEC 30-day yield", "target": "target",
    "issuer_reported_expected": "expected, issuer-reported", "issuer_reported_apy": "issuer-reported APY",
    "issuer_reported_approx": "approximate, issuer-reported", "issuer_reported_base_apr": "base APR, issuer-reported",
    "realized_annualized_ytd_price_return": "annualised price return YTD", "rwa_xyz_7d": "7-day (RWA.xyz)",
    "fixed_senior_drop_rate": "fixed senior rate",
    "protocol_rate (SSR)": "Sky Savings Rate, set by the protocol",
    "protocol_reported_current (AaveScan)": "current protocol rate (AaveScan)",
    "defillama_pool_apy": "current pool APY (DefiLlama)",
    "issuer_30day_yield": "30-day yield, issuer-reported", "target_sofr": "target, in line with SOFR",
    "issuer_dividend_yield_after_fees": "dividend yield after fees, issuer-reported",
}


def risk_tier(sub_category: str | None, live: bool) -> str:
    if not live or sub_category in SPECULATIVE_SUBCATEGORIES:
        return "speculative"
    return "core" if sub_category in CORE_SUBCATEGORIES else "satellite"


def source_points(p: dict) -> int:
    """The source part of the transparency score: SOURCE_POINTS of the cited source's class (press when unsaid)."""
    if not p.get("source_url"):
        return 0
    return SOURCE_POINTS.get(p.get("source_class") or "press", SOURCE_POINTS["press"])


def transparency(p: dict) -> int:
    """0-100: attestation link 30, TVL 15, APY 15, jurisdiction 15, fees 15, the cited source up to 10 by class."""
    facts = {"attestation": bool(p.get("attestations")), "tvl": p.get("tvl_usd") is not None,
             "apy": p.get("apy") is not None, "jurisdiction": bool(p.get("jurisdiction")),
             "fees": bool(p.get("fees"))}
    return sum(TRANSPARENCY_POINTS[k] for k, ok in facts.items() if ok) + source_points(p)


def liquidity(p: dict) -> int:
    """0-100: redeemable 40, transferable 30, no KYC to hold 15, a minimum of 1,000 USD or less 15."""
    small = p.get("min_investment_usd") is not None and p["min_investment_usd"] <= 1000
    facts = {"redeemable": p.get("redeemable") is True, "transferable": p.get("transferable") is True,
             "no_kyc_to_hold": p.get("kyc_to_hold") is False, "small_ticket": small}
    return sum(LIQUIDITY_POINTS[k] for k, ok in facts.items() if ok)


def documented(p: dict) -> int:
    """How many of the evidence flags, APY, TVL and minimum are stated (0-9)."""
    stated = [p.get(f) is not None for f in EVIDENCE_FLAGS]
    stated += [p.get(f) is not None for f in ("apy", "tvl_usd", "min_investment_usd")]
    return sum(stated)


BANDS = ((70, "high"), (40, "medium"), (0, "low"))  # a score's band: the first whose floor it reaches


def _band(value: int) -> str:
    return next(name for floor, name in BANDS if value >= floor)


def indicative_apy(p: dict) -> str:
    """The APY with its basis and date; "non-yielding" when the product pays none by design; else "not disclosed"."""
    if p.get("apy") is None:
        return "non-yielding" if p.get("pays_yield") is False else "not disclosed"
    basis = APY_BASIS_LABELS.get(p.get("apy_basis") or "", p.get("apy_basis") or "basis not stated")
    return f"{p['apy']:g}% ({basis}, as of {p.get('apy_as_of') or 'undated'})"


def simple(p: dict) -> dict:
    """The human labels of the public screener."""
    proofs = "attested" if p.get("attestations") else "issuer statements only"
    liquidity_label = ("redeemable" if p.get("redeemable") else "not redeemable" if p.get("redeemable") is False
                       else "redemption not shown")
    return {"transparency": _band(p["transparency"]), "liquidity": f"{_band(p['liquidity_score'])}, {liquidity_label}",
            "proofs": proofs, "indicative_apy": indicative_apy(p)}


def derive(p: dict) -> dict:
    """The stored derived columns of a product."""
    out = {"risk_tier": p.get("risk_tier") or risk_tier(p.get("sub_category"), p.get("live", True))}
    out["transparency"] = transparency(p)
    out["liquidity_score"] = liquidity(p)
    out["documented"] = documented(p)
    out["attested"] = bool(p.get("attestations"))
    return out
