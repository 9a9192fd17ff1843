"""Sector benchmarks of disclosed yields, computed from the catalogue through the one query layer."""

from __future__ import annotations

import statistics

from app.catalogue.query import ScreenerQuery, yields
from app.platform.data import load

MIN_PRODUCTS = 3
DISCLAIMER = ("Indicative: computed from the yields the catalogue's sources disclose, each dated; not a market "
              "index and not advice. Products without a disclosed yield are left out, never counted as 0.")


def _quantile(values: list[float], q: float) -> float:
    """Linear-interpolation quantile (the 'inclusive' method), rounded to 2 decimals."""
    if len(values) == 1:
        return round(values[0], 2)
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1], 2)


def benchmark(category: str, jurisdiction: str | None = None) -> dict:
    """median, p25, p75 of positive yields in a category; the static fallback under 3 products."""
    q = ScreenerQuery(asset_class=(category,), jurisdiction=jurisdiction, yield_min=0.0)
    products = [row for row in yields(q) if row.apy > 0]
    dates = sorted(row.apy_as_of for row in products if row.apy_as_of)
    base = {"category": category, "jurisdiction": jurisdiction, "disclaimer": DISCLAIMER}
    if len(products) < MIN_PRODUCTS:
        fallback = load("benchmarks_fallback")
        entry = fallback["categories"][category]
        return {**base, "median_apy": entry["median_apy"], "p25_apy": entry["p25_apy"], "p75_apy": entry["p75_apy"],
                "product_count": len(products), "as_of": fallback["as_of"], "source": "static_fallback",
                "note": entry["reason"]}
    values = sorted(p.apy for p in products)
    return {**base, "median_apy": round(statistics.median(values), 2), "p25_apy": _quantile(values, 0.25),
            "p75_apy": _quantile(values, 0.75), "product_count": len(values), "as_of": dates[-1] if dates else None,
            "oldest_figure": dates[0] if dates else None, "source": "catalogue",
            "product_ids": [p.id for p in products]}
