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
from dataclasses import asdict, dataclass, replace

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


@dataclass(frozen=True)
class Benchmark:
    """A category's benchmark: computed from the catalogue (status ok), or the static reference (status fallback)
    with its figures only where a source gives them; a figure, a source list, a note or a reference yield the answer
    does not carry is None (absent from the answer, never null)."""

    category: str
    jurisdiction: str | None
    jurisdiction_name: str | None
    product_ids: list[str]
    status: str
    source: str
    as_of: str
    disclaimer: str
    median_apy: float | None = None
    p25_apy: float | None = None
    p75_apy: float | None = None
    oldest_figure: str | None = None
    sources: list | None = None
    note: str | None = None
    reference_yield: dict | None = None

    @property
    def product_count(self) -> int:
        return len(self.product_ids)

    def document(self) -> dict:
        """The benchmark as the report signs it: what it carries, the jurisdiction even when null, no disclaimer."""
        kept = ("jurisdiction", "jurisdiction_name")
        out = {k: v for k, v in asdict(self).items() if (v is not None or k in kept) and k != "disclaimer"}
        return {**out, "product_count": self.product_count}


def _quantile(values: list[float], q: float) -> float:
    """Linear-interpolation quantile (the 'inclusive' method), rounded to 2 decimals."""
    return round(statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1], 2)


def reference(category: str) -> dict:
    """The static reference of a category: figures where a source gives them, as_of, note and sources."""
    return load("benchmark_reference")["categories"][category]


def _fallback(base: Benchmark, category: str) -> Benchmark:
    """The reference answer: its figures only where the source gives them, and why there are none otherwise."""
    ref = reference(category)
    figures = {k: ref[k] for k in FIGURES if ref.get(k) is not None}
    scope = (f" The reference is for the category as a whole, not for {base.jurisdiction_name}."
             if base.jurisdiction and figures else "")
    counted = f"{base.product_count} of the catalogue's products disclose a dated, positive yield. "
    return replace(base, status="fallback", source="reference", **figures,
                   reference_yield=ref.get("reference_yield") or None, as_of=ref["as_of"], sources=ref["sources"],
                   note=counted + ref["note"] + scope, disclaimer=REFERENCE_DISCLAIMER)


def benchmark(category: str, jurisdiction: str | None = None) -> Benchmark:
    """median, p25, p75 of dated positive yields in a category (and jurisdiction); the static reference under 3."""
    code = places.resolve(jurisdiction) if jurisdiction and jurisdiction.strip() else None
    q = ScreenerQuery(asset_class=(category,), jurisdiction=(code,) if code else (), yield_min=0.0)
    dated = [row for row in yields(q) if row.apy is not None and row.apy > 0 and row.apy_as_of]
    dates = sorted(row.apy_as_of for row in dated)
    base = Benchmark(category, code, places.name(code) if code else None, [row.id for row in dated], status="ok",
                     source="catalogue", as_of=dates[-1] if dates else "", disclaimer=DISCLAIMER)
    if len(dated) < MIN_PRODUCTS:
        return _fallback(base, category)
    values = sorted(row.apy for row in dated)
    return replace(base, median_apy=round(statistics.median(values), 2), p25_apy=_quantile(values, 0.25),
                   p75_apy=_quantile(values, 0.75), oldest_figure=dates[0])
