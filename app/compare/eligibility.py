"""Indicative eligibility composite of compared products: MiCA regime, jurisdiction, green data.

Composite = 40% MiCA clarity + 30% jurisdiction coverage + 30% transparency. The green part joins only
when the product holds carbon credits the hub scores (the "green_profile" facts a domain provides through the
registry give a CQS): then the composite is 30% MiCA + 25% jurisdiction + 25% transparency + 20% CQS
(WEIGHTS_WITH_GREEN); an app without that provider has no green part. Otherwise it fails soft:
cqs_data_available is false, the green part is left out, and a green bond still gets its CSRD hints.
A product holding a red-flagged project (app/green/flags.py: delisted, lowest grade, inactivated methodology,
suspended or withdrawn) carries its flags, its tier is flagged, and its CQS stays out of the composite: a delisted
or suspended project is not comparable on its number with listed ones, so the number neither lifts nor lowers it.
The MiCA regime runs the scorer's standardised test on what the catalogue knows: the category's usual
rights (tokenized real estate is read as a share of rental income), and a single-currency peg for
fiat-backed stablecoins.
"""

from __future__ import annotations

from app.platform.data import load
from app.platform.domain import registry
from app.scoring.classify import REGIMES, classify, infer_rights
from app.scoring.readiness import INFERRED_REFERENCE

WEIGHTS = {"mica": 0.4, "jurisdiction": 0.3, "transparency": 0.3}
WEIGHTS_WITH_GREEN = {"mica": 0.3, "jurisdiction": 0.25, "transparency": 0.25, "green": 0.2}
GREEN_RULE = "joins only with a CQS (carbon credits the hub scores) and no red flag"
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
    """The green part of a product's composite, from the green facts an installed domain provides."""
    provided = registry().provided("green_profile")
    profile = provided(product["id"]) if provided else None
    if profile is None:
        return {"cqs_data_available": False, "cqs": None, "tier": None, "flags": [], "flagged": False,
                "in_composite": False, "csrd_hints": [],
                "note": "No green profile for this product: the green part is left out of the composite."}
    part = {"cqs": profile["cqs"], "flags": profile["flags"], "flagged": profile["flagged"],
            "csrd_hints": profile["csrd_hints"]}
    if profile["cqs"] is None:
        return {**part, "cqs_data_available": False, "tier": profile["tier"], "in_composite": False,
                "note": "A green profile without carbon credits the hub scores: the green part is left out of "
                        "the composite."}
    if profile["flagged"]:
        held = ", ".join(profile["flagged_projects"])
        return {**part, "cqs_data_available": True, "tier": profile["tier"], "in_composite": False,
                "note": f"Red-flagged: a project it holds ({held}) carries a red flag, so its CQS is not comparable "
                        "with that of listed projects and is left out of the composite; read the flags first."}
    return {**part, "cqs_data_available": True, "tier": profile["tier"], "in_composite": True,
            "note": f"Green part: {profile['basis']}."}


def _composite(mica: dict, where: dict, transparency: int, green: dict) -> int:
    parts = {"mica": mica["clarity"], "jurisdiction": where["points"], "transparency": transparency,
             "green": green["cqs"]}
    weights = WEIGHTS_WITH_GREEN if green["in_composite"] else WEIGHTS
    return round(sum(weight * parts[name] for name, weight in weights.items()))


def eligibility(products: list[dict]) -> dict:
    items = []
    for p in products:
        mica, where, green = _mica(p), _jurisdiction(p), _green(p)
        items.append({"product_id": p["id"], "name": p["name"],
                      "composite": _composite(mica, where, p["transparency_score"], green), "mica": mica,
                      "jurisdiction": where, "green": green,
                      "access": {"accredited_only": p["accredited_only"], "kyc_to_hold": p["evidence"]["kyc_to_hold"],
                                 "min_investment_usd": p["min_investment_usd"]}})
    return {"items": items, "method": {"weights": WEIGHTS, "weights_with_green": WEIGHTS_WITH_GREEN,
                                       "green": GREEN_RULE},
            "disclaimer": DISCLAIMER}
