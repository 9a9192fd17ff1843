"""H2O score (0-100) of a water asset: how much a tokenized claim on it is worth checking, and can be checked.

Deterministic: a pure function of the asset's stated facts and of the tables below (shown on the methodology
page as they are). Indicative, not a rating.

- stress: the basin's WRI Aqueduct baseline water stress band (water supplied where it is scarcest counts most);
  Aqueduct's overall risk score, or a country-level band, counts a step less, as it is not the basin's stress;
- volume: m3 a year on a log scale (100,000 m3 = 0, 1 billion m3 = 100), where a stated flow converts;
- use: drinking water first, then the environment, irrigation, industry; price hedging last (no water moves);
- tangibility: a plant or reservoir that delivers water, a right to take it, or a price index;
- evidence: a primary source, a dated source, a stated volume.

A passport (the asset's Digital Product Passport, GET /api/green/dpp/{id}) is what makes the score checkable:
a catalogue asset with a stated volume, basin or country and a source has one; free text never does.
"""

from __future__ import annotations

import re

from app.green.scale import evidence, log_points, weighted

WEIGHTS = {"stress": 30, "volume": 20, "use": 15, "tangibility": 15, "evidence": 20}
STRESS = {"extremely_high": 100, "high": 80, "arid_low_use": 75, "medium_high": 60, "low_medium": 40, "low": 20}
STRESS_UNKNOWN = 20  # no band stated: no evidence of scarcity, read as the low band
INDIRECT_STRESS = 10  # points off when the band is the overall risk score or a country-level value
VOLUME_SCALE = (100_000, 1_000_000_000)
USES = ((r"drinking|potable|municipal|urban", 100, "drinking water"),
        (r"environment", 90, "environmental flows"), (r"irrigat|agricult", 75, "irrigation"),
        (r"industr|cooling", 60, "industrial use"), (r"hedg|price|index", 30, "price hedging: no water moves"))
USE_UNKNOWN = (40, "use not stated")
TANGIBILITY = {"desalination": (100, "a plant that delivers water"), "reuse": (100, "a plant that delivers water"),
               "reservoir": (90, "stored water"), "water_rights": (70, "a right to take water"),
               "water_fund": (60, "a fund that pays for water projects"),
               "water_index": (30, "a price index: no water is held"), "other": (50, "the asset's form is unclear")}
ASSET_CLASSES = tuple(TANGIBILITY)


def _stress(asset: dict) -> tuple[float, str]:
    band = asset.get("stress_band")
    if band is None:
        return STRESS_UNKNOWN, "no WRI Aqueduct band stated for its basin: read as the low band"
    points, said = STRESS[band], f"Aqueduct band {band.replace('_', ' ')}"
    indirect = asset.get("stress_measure") == "overall_risk" or asset.get("stress_scope") == "country"
    if indirect:
        what = "overall risk score" if asset.get("stress_measure") == "overall_risk" else "country-level value"
        return points - INDIRECT_STRESS, f"{said} ({what}, not the basin's baseline stress: -{INDIRECT_STRESS})"
    return points, f"{said} (the basin's baseline stress)"


def _volume(asset: dict) -> tuple[float, str]:
    points = log_points(asset.get("volume_m3_per_year"), *VOLUME_SCALE)
    if points is not None:
        return points, f"{asset['volume_m3_per_year']:,.0f} m3 a year ({asset.get('volume_basis')})"
    stored = log_points(asset.get("storage_m3"), *VOLUME_SCALE)
    if stored is not None:
        return stored, f"{asset['storage_m3']:,.0f} m3 stored ({asset.get('storage_basis')}), read as a year's volume"
    return 0.0, "no yearly or stored volume stated that converts to m3"


def _use(asset: dict) -> tuple[float, str]:
    text = (asset.get("use") or "").lower()
    return next(((p, why) for words, p, why in USES if re.search(words, text)), USE_UNKNOWN) if text else USE_UNKNOWN


def factors(asset: dict) -> dict[str, tuple[float, str]]:
    return {"stress": _stress(asset), "volume": _volume(asset), "use": _use(asset),
            "tangibility": TANGIBILITY[asset.get("asset_class") or "other"],
            "evidence": evidence(asset, "a stated volume",
                                 asset.get("volume_m3_per_year") is not None or asset.get("storage_m3") is not None)}


def has_passport_facts(asset: dict) -> bool:
    """A passport needs a stated volume, a place (basin or country) and a source."""
    return bool(asset.get("volume") is not None and (asset.get("basin") or asset.get("country"))
                and (asset.get("source") or {}).get("url"))


def score(asset: dict) -> dict:
    scored = weighted(factors(asset), WEIGHTS)
    return {"rating": scored["score"], "tier": scored["tier"], "asset_class": asset.get("asset_class") or "other",
            "factors": scored["factors"]}


def tables() -> dict:
    return {"weights": WEIGHTS, "stress": STRESS, "stress_unknown": STRESS_UNKNOWN, "indirect": INDIRECT_STRESS,
            "volume_scale": VOLUME_SCALE, "uses": USES, "use_unknown": USE_UNKNOWN, "tangibility": TANGIBILITY}
