"""Sector benchmarks of disclosed yields, computed from the catalogue through the one query layer.

A benchmark is a figure only when at least MIN_PRODUCTS products disclose a dated, positive yield;
below that the answer says so (status insufficient_data, no median/p25/p75 keys) instead of a body of
nulls or a static figure that would read as a measurement.
"""

from __future__ import annotations

import statistics

from app.catalogue import facets
from app.catalogue.query import ScreenerQuery, yields

MIN_PRODUCTS = 3
DISCLAIMER = ("Indicative: computed from the yields the catalogue's sources disclose, each dated; not a market "
              "index and not advice. Products without a disclosed yield are left out, never counted as 0.")
INSUFFICIENT = (f"Fewer than {MIN_PRODUCTS} products of this category disclose a dated, positive yield: "
                "no benchmark figure is given.")


def _quantile(values: list[float], q: float) -> float:
    """Linear-interpolation quantile (the 'inclusive' method), rounded to 2 decimals."""
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1], 2)


def benchmark(category: str, jurisdiction: str | None = None) -> dict:
    """median, p25, p75 of dated positive yields in a category; status insufficient_data under 3 of them."""
    code = facets.resolve_jurisdiction(jurisdiction) if jurisdiction else None
    q = ScreenerQuery(asset_class=(category,), jurisdiction=(code,) if code else (), yield_min=0.0)
    dated = [row for row in yields(q) if row.apy is not None and row.apy > 0 and row.apy_as_of]
    base = {"category": category, "jurisdiction": jurisdiction, "product_count": len(dated), "source": "catalogue",
            "product_ids": [row.id for row in dated], "disclaimer": DISCLAIMER}
    if len(dated) < MIN_PRODUCTS:
        return {**base, "status": "insufficient_data", "note": INSUFFICIENT}
    values = sorted(row.apy for row in dated)
    dates = sorted(row.apy_as_of for row in dated)
    return {**base, "status": "ok", "median_apy": round(statistics.median(values), 2),
            "p25_apy": _quantile(values, 0.25), "p75_apy": _quantile(values, 0.75), "as_of": dates[-1],
            "oldest_figure": dates[0]}
