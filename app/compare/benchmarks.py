"""Sector benchmarks of disclosed yields, computed from the catalogue through the one query layer.

A benchmark is computed only when at least MIN_PRODUCTS products disclose a dated, positive yield (status ok,
source catalogue). Below that it falls back to the static reference in app/data/benchmark_reference.json
(status fallback, source reference): a dated median with its sources where a sourced figure exists, and where
none exists the fallback says so and gives no median/p25/p75 keys, rather than a figure that would read as a
measurement. A category may also carry a reference_yield: a dated, sourced yield of a neighbouring market named
as such (listed REITs for real estate), a point of comparison and never a median. The jurisdiction matches
partially (places.resolve).
"""

from __future__ import annotations

import statistics

from app.catalogue.query import ScreenerQuery, yields
from app.compare import places
from app.platform.data import load

MIN_PRODUCTS = 3
FIGURES = ("median_apy", "p25_apy", "p75_apy")
DISCLAIMER = ("Indicative: computed from the yields the catalogue's sources disclose, each dated; not a market "
              "index and not advice. Products without a disclosed yield are left out, never counted as 0.")
REFERENCE_DISCLAIMER = ("Indicative: a static reference, dated and sourced, shown because fewer than "
                        f"{MIN_PRODUCTS} catalogue products disclose a dated, positive yield; not computed from the "
                        "catalogue, not a market index and not advice.")


def _quantile(values: list[float], q: float) -> float:
    """Linear-interpolation quantile (the 'inclusive' method), rounded to 2 decimals."""
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1], 2)


def reference(category: str) -> dict:
    """The static reference of a category: figures where a source gives them, as_of, note and sources."""
    return load("benchmark_reference")["categories"][category]


def _fallback(base: dict, category: str) -> dict:
    """The reference answer: its figures only where the source gives them, and why there are none otherwise."""
    ref = reference(category)
    figures = {k: ref[k] for k in FIGURES if ref.get(k) is not None}
    scope = (f" The reference is for the category as a whole, not for {base['jurisdiction_name']}."
             if base["jurisdiction"] and figures else "")
    counted = f"{base['product_count']} of the catalogue's products disclose a dated, positive yield. "
    compared = {"reference_yield": ref["reference_yield"]} if ref.get("reference_yield") else {}
    return {**base, "status": "fallback", "source": "reference", **figures, **compared, "as_of": ref["as_of"],
            "sources": ref["sources"], "note": counted + ref["note"] + scope, "disclaimer": REFERENCE_DISCLAIMER}


def benchmark(category: str, jurisdiction: str | None = None) -> dict:
    """median, p25, p75 of dated positive yields in a category (and jurisdiction); the static reference under 3."""
    code = places.resolve(jurisdiction) if jurisdiction and jurisdiction.strip() else None
    q = ScreenerQuery(asset_class=(category,), jurisdiction=(code,) if code else (), yield_min=0.0)
    dated = [row for row in yields(q) if row.apy is not None and row.apy > 0 and row.apy_as_of]
    base = {"category": category, "jurisdiction": code, "jurisdiction_name": places.name(code) if code else None,
            "product_count": len(dated), "product_ids": [row.id for row in dated]}
    if len(dated) < MIN_PRODUCTS:
        return _fallback(base, category)
    values = sorted(row.apy for row in dated)
    dates = sorted(row.apy_as_of for row in dated)
    return {**base, "status": "ok", "source": "catalogue", "median_apy": round(statistics.median(values), 2),
            "p25_apy": _quantile(values, 0.25), "p75_apy": _quantile(values, 0.75), "as_of": dates[-1],
            "oldest_figure": dates[0], "disclaimer": DISCLAIMER}
