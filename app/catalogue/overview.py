"""The market overview: value (TVL) and product count of what a screener query matches, by asset class and chain.

One function serves the screener page and GET /api/v1/market/overview. It runs one statement (two grouped
SELECTs joined by UNION ALL) over the query layer's own filters (sorting and paging aside), once per catalogue
version and query (facets.cache()).
Coverage is part of every group: how many products have a disclosed TVL, and the oldest and newest TVL date.
A product on several chains counts under each of them with its whole TVL: sources state totals, not a split
by chain, so the chain rows may add up to more than the total.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import String, case, func, literal, union_all
from sqlalchemy.orm import aliased

from app.catalogue import facets, query
from app.catalogue.models import Product, ProductChain
from app.catalogue.query import ScreenerQuery
from app.extensions import db
from app.platform.data import load


def _aggregates() -> tuple:
    dated = case((Product.tvl_usd.is_not(None), Product.tvl_as_of))
    return func.count(), func.count(Product.tvl_usd), func.sum(Product.tvl_usd), func.min(dated), func.max(dated)


def _groups(rows, kind: str) -> list[dict]:
    """One dict per group of one kind, the most valuable first (then the most products, then by name)."""
    groups = [{"key": key, "products": n, "tvl_known": known, "tvl_usd": float(tvl) if tvl is not None else None,
               "tvl_oldest": oldest, "tvl_newest": newest}
              for of, key, n, known, tvl, oldest, newest in rows if of == kind]
    return sorted(groups, key=lambda g: (-(g["tvl_usd"] or 0), -g["products"], g["key"]))


def _total(groups: list[dict]) -> dict:
    """Every product has one asset class: the total is the sum of the asset-class groups."""
    known = [g for g in groups if g["tvl_known"]]
    return {"key": "all", "products": sum(g["products"] for g in groups),
            "tvl_known": sum(g["tvl_known"] for g in groups),
            "tvl_usd": sum(g["tvl_usd"] for g in known) if known else None,
            "tvl_oldest": min((g["tvl_oldest"] for g in known if g["tvl_oldest"]), default=None),
            "tvl_newest": max((g["tvl_newest"] for g in known if g["tvl_newest"]), default=None)}


def _compute(q: ScreenerQuery) -> dict:
    """Both groupings in one statement (UNION ALL), so a screener request stays within three statements."""
    matched, params = query.matching(q)
    by_class = matched.with_only_columns(literal("asset_class", String), Product.asset_class, *_aggregates()) \
        .group_by(Product.asset_class)
    on = aliased(ProductChain)  # its own name, so the chain filter's EXISTS still correlates with products only
    by_chain = matched.join(on, on.product_id == Product.id) \
        .with_only_columns(literal("chain", String), on.chain, *_aggregates()).group_by(on.chain)
    rows = db.session.execute(union_all(by_class, by_chain), params).all()
    classes = _groups(rows, "asset_class")
    return {"total": _total(classes), "by_asset_class": classes, "by_chain": _groups(rows, "chain")}


def overview(q: ScreenerQuery) -> dict:
    """TVL and count of the products `q` matches: in total, by asset class and by chain, with coverage and dates."""
    filters = replace(q, preset=None, sort="transparency", sort_dir="desc", page=1, limit=1)
    figures = facets.cache().get(("market-overview", filters), lambda: _compute(filters))
    return {**figures, "query": q.as_dict(), "as_of": load("catalogue")["as_of"]}
