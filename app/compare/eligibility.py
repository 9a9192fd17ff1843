"""Indicative eligibility composite of compared products: MiCA regime, jurisdiction, green data.

Composite = 40% MiCA clarity + 30% jurisdiction coverage + 30% transparency. The green part joins only
when a carbon profile exists; otherwise it fails soft: cqs_data_available is false and it is left out.
The MiCA regime runs the scorer's standardised test on what the catalogue knows: the category's usual
rights (tokenized real estate is read as a share of rental income), and a single-currency peg for
fiat-backed stablecoins.
"""

from __future__ import annotations

from app.platform.data import load
from app.scoring.classify import REGIMES, classify, infer_rights
from app.scoring.model import INFERRED_REFERENCE

WEIGHTS = {"mica": 0.4, "jurisdiction": 0.3, "transparency": 0.3}
DISCLAIMER = "Indicative composite to orient due diligence: not legal advice and not a suitability assessment."
EUR_OR_FIAT = {"fiat_stablecoin": "single_fiat", "fiat_stablecoin_eur": "single_fiat"}


def _mica(product: dict) -> dict:
    asset = product["category"]
    facts = {"asset_type": asset}
    rights = infer_rights(asset)
    reference, inferred_rights = INFERRED_REFERENCE.get(asset, (None, None))
    facts["rights"] = rights or inferred_rights
    facts["reference_asset"] = EUR_OR_FIAT.get(product.get("sub_category"),
                                               None if asset == "stablecoins" else reference)
    if product["category"] == "real_estate":
        facts["rights"] = "profit_share"
    result = classify(facts, dict.fromkeys(facts, "catalogue"))["classification"]
    clarity = 50 if result == "undetermined" else 100
    return {"classification": result, "regime": REGIMES[result], "clarity": clarity}


def _jurisdiction(product: dict) -> dict:
    code = (product.get("jurisdiction") or "").upper()
    known = {j["code"]: j for j in load("jurisdictions")["jurisdictions"]}
    row = known.get(code)
    if row:
        points = 100 if row["mica_applicable"] else 70
        return {"code": code, "covered": True, "mica_applicable": row["mica_applicable"],
                "regulator": row["regulator"], "points": points}
    return {"code": code or None, "covered": False, "mica_applicable": None, "regulator": None,
            "points": 40 if code else 0}


def _green(product: dict) -> dict:
    return {"cqs_data_available": False, "cqs": None, "csrd_hints": [],
            "note": "No carbon profile for this product: the green part is left out of the composite."}


def eligibility(products: list[dict]) -> dict:
    items = []
    for p in products:
        mica, where = _mica(p), _jurisdiction(p)
        composite = round(WEIGHTS["mica"] * mica["clarity"] + WEIGHTS["jurisdiction"] * where["points"]
                          + WEIGHTS["transparency"] * p["transparency_score"])
        items.append({"product_id": p["id"], "name": p["name"], "composite": composite, "mica": mica,
                      "jurisdiction": where, "green": _green(p),
                      "access": {"accredited_only": p["accredited_only"], "kyc_to_hold": p["evidence"]["kyc_to_hold"],
                                 "min_investment_usd": p["min_investment_usd"]}})
    return {"items": items, "method": {"weights": WEIGHTS, "green": "joins only with a carbon profile"},
            "disclaimer": DISCLAIMER}
