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

from dataclasses import dataclass, field

from app.platform.data import load
from app.platform.domain import registry
from app.scoring.classify import REGIMES, classify, infer_rights
from app.scoring.readiness import INFERRED_REFERENCE

WEIGHTS = {"mica": 0.4, "jurisdiction": 0.3, "transparency": 0.3}
WEIGHTS_WITH_GREEN = {"mica": 0.3, "jurisdiction": 0.25, "transparency": 0.25, "green": 0.2}
GREEN_RULE = "joins only with a CQS (carbon credits the hub scores) and no red flag"
DISCLAIMER = "Indicative composite to orient due diligence: not legal advice and not a suitability assessment."
EUR_OR_FIAT = {"fiat_stablecoin": "single_fiat", "fiat_stablecoin_eur": "single_fiat"}
METHOD = {"weights": WEIGHTS, "weights_with_green": WEIGHTS_WITH_GREEN, "green": GREEN_RULE}


@dataclass(frozen=True)
class Mica:
    """The MiCA regime the scorer's standardised test gives the product, and how clear it is (0-100)."""

    classification: str
    regime: str
    clarity: int


@dataclass(frozen=True)
class Jurisdiction:
    """The product's jurisdiction as the hub knows it, and the points it gives the composite."""

    code: str | None
    covered: bool
    points: int
    mica_applicable: bool | None = None
    regulator: str | None = None


@dataclass(frozen=True)
class Green:
    """The green part: the CQS and its tier where the product holds scored carbon credits, the red flags, whether
    the CQS joins the composite, the CSRD hints, and a note that says which case this is."""

    cqs_data_available: bool
    in_composite: bool
    note: str
    cqs: float | None = None
    tier: str | None = None
    flags: list = field(default_factory=list)
    flagged: bool = False
    csrd_hints: list = field(default_factory=list)


@dataclass(frozen=True)
class Access:
    """Who may hold the product: accredited investors only, KYC to hold, the minimum ticket."""

    accredited_only: bool
    kyc_to_hold: bool | None
    min_investment_usd: float | None


@dataclass(frozen=True)
class ProductEligibility:
    """One product's composite and its parts."""

    product_id: str
    name: str
    composite: int
    mica: Mica
    jurisdiction: Jurisdiction
    green: Green
    access: Access


@dataclass(frozen=True)
class Eligibility:
    """The composites of the products asked, in their order, and the ids the catalogue lacks; the method and the
    disclaimer are the same for every answer."""

    items: list[ProductEligibility]
    missing: list[str] = field(default_factory=list)
    method: dict = field(default_factory=lambda: METHOD)
    disclaimer: str = DISCLAIMER


def _mica(product: dict) -> Mica:
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
    return Mica(result, REGIMES[result], clarity)


def _jurisdiction(product: dict) -> Jurisdiction:
    code = (product.get("jurisdiction") or "").upper()
    known = {j["code"]: j for j in load("jurisdictions")["jurisdictions"]}
    row = known.get(code)
    if row:
        return Jurisdiction(code, True, 100 if row["mica_applicable"] else 70, row["mica_applicable"],
                            row["regulator"])
    return Jurisdiction(code or None, False, 40 if code else 0)


def _green(product: dict) -> Green:
    """The green part of a product's composite, from the green facts an installed domain provides."""
    provided = registry().provided("green_profile")
    profile = provided(product["id"]) if provided else None
    if profile is None:
        return Green(False, False, "No green profile for this product: the green part is left out of the composite.")
    part = {"cqs": profile.cqs, "tier": profile.tier, "flags": profile.flags, "flagged": profile.flagged,
            "csrd_hints": profile.csrd_hints}
    if profile.cqs is None:
        return Green(False, False, "A green profile without carbon credits the hub scores: the green part is left "
                                   "out of the composite.", **part)
    if profile.flagged:
        held = ", ".join(profile.flagged_projects)
        return Green(True, False, f"Red-flagged: a project it holds ({held}) carries a red flag, so its CQS is not "
                                  "comparable with that of listed projects and is left out of the composite; read "
                                  "the flags first.", **part)
    return Green(True, True, f"Green part: {profile.basis}.", **part)


def _composite(mica: Mica, where: Jurisdiction, transparency: int, green: Green) -> int:
    parts = {"mica": mica.clarity, "jurisdiction": where.points, "transparency": transparency, "green": green.cqs}
    weights = WEIGHTS_WITH_GREEN if green.in_composite else WEIGHTS
    return round(sum(weight * parts[name] for name, weight in weights.items()))


def eligibility(products: list[dict], missing: list[str] | None = None) -> Eligibility:
    """Each product's composite, in their order; `missing` are the ids asked that the catalogue lacks."""
    items = []
    for p in products:
        mica, where, green = _mica(p), _jurisdiction(p), _green(p)
        items.append(ProductEligibility(
            p["id"], p["name"], _composite(mica, where, p["transparency_score"], green), mica, where, green,
            Access(p["accredited_only"], p["evidence"]["kyc_to_hold"], p["min_investment_usd"])))
    return Eligibility(items, list(missing or []))
