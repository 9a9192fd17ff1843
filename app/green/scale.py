"""What every green model shares: a weighted sum of 0-100 factors, the tier of a score, log scales, evidence."""

from __future__ import annotations

import math

# tier of any green score (CQS, Watt, H2O, nature, composite), the same bands for all
TIERS = ((75, "high"), (60, "good"), (45, "fair"), (0, "low"))
PRIMARY_SOURCES = ("registry", "issuer", "regulator")
EVIDENCE_POINTS = {"base": 20, "primary_source": 40, "dated_source": 20, "stated_figure": 20}


def tier(score: float) -> str:
    return next(name for floor, name in TIERS if score >= floor)


def weighted(parts: dict[str, tuple[float, str]], weights: dict[str, int]) -> dict:
    """{score, factors}: the weighted mean of the parts (0-100 each) with every factor's value, weight and why."""
    total = round(sum(weights[name] * value for name, (value, _why) in parts.items()) / sum(weights.values()), 1)
    return {"score": total, "tier": tier(total),
            "factors": [{"name": name, "value": round(value, 1), "weight": weights[name], "basis": why}
                        for name, (value, why) in parts.items()]}


def log_points(value: float | None, low: float, high: float) -> float | None:
    """0 at low, 100 at high and above, on a log10 scale; None for an unknown value."""
    if value is None or value <= 0:
        return None
    share = (math.log10(value) - math.log10(low)) / (math.log10(high) - math.log10(low))
    return round(max(0.0, min(1.0, share)) * 100, 1)


def evidence(asset: dict, stated_figure: str, figure_known: bool) -> tuple[float, str]:
    """What can be checked about an asset: a primary source, a dated source, the model's key figure stated."""
    source = asset.get("source") or {}
    found = {"primary_source": source.get("class") in PRIMARY_SOURCES,
             "dated_source": bool(source.get("as_of")) and not str(source.get("as_of")).startswith("undated"),
             "stated_figure": figure_known}
    points = EVIDENCE_POINTS["base"] + sum(EVIDENCE_POINTS[name] for name, ok in found.items() if ok)
    said = [stated_figure if name == "stated_figure" else name.replace("_", " ") for name, ok in found.items() if ok]
    return points, f"checkable: {', '.join(said)}" if said else "only the asset's name and an undated secondary source"
