"""The market overview: value (TVL) and product count of what a screener query matches, by asset class and chain.

One function serves the screener page and GET /api/v1/market/overview. It runs one statement (grouped SELECTs
joined by UNION ALL) over the query layer's own filters (sorting and paging aside), once per catalogue version
and query (facets.cache()).
Coverage is part of every group: how many products have a disclosed TVL, and the oldest and newest TVL date.
Every TVL counts once, so the chain rows add up to the total: a product on one chain counts there; a product on
several chains counts on a chain only the part a source states for that chain (chain_tvl_usd), and the rest under
MULTI_CHAIN; a product whose chain is not stated, under NO_CHAIN. A chain row's products are all the products on
that chain; its TVL is the part of their TVL that is known to be on it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import String, and_, case, func, literal, select, union_all
from sqlalchemy.orm import aliased

from app.catalogue import coverage, facets, query
from app.catalogue.models import Product, ProductChain
from app.catalogue.query import ScreenerQuery
from app.extensions import db
from app.platform.clock import utcnow
from app.platform.data import load

MULTI_CHAIN = "multi-chain"  # the part of a multi-chain product's TVL no source splits by chain
NO_CHAIN = "chain-not-stated"  # a product whose source names no chain
TOTAL_NOTE = ("A sum of {known} disclosed TVLs of different dates, the oldest {oldest} and the newest {newest}: "
              "not the value of these products on one day.")
TOTAL_NOTE_ONE_DATE = "A sum of {known} disclosed TVLs, all dated {newest}."


def _aggregates(value) -> tuple:
    """Products, how many have a TVL counted here, its sum, the oldest and the newest TVL date of those."""
    dated = case((value.is_not(None), Product.tvl_as_of))
    return func.count(), func.count(value), func.sum(value), func.min(dated), func.max(dated)


@dataclass(frozen=True)
class Group:
    """An asset class's or a chain's products, how many have a TVL counted here, its sum, and the oldest and the
    newest TVL date of those."""

    key: str
    products: int
    tvl_known: int
    tvl_usd: float | None
    tvl_oldest: str | None
    tvl_newest: str | None


@dataclass(frozen=True)
class Total(Group):
    """Every matched product (key "all"), with a note that says the TVL sums figures of different dates."""

    note: str | None = None


@dataclass(frozen=True)
class Overview:
    """The market overview of a screener query: the total, the groups by asset class and by chain, the query
    (as the screener reads it) and the date of the catalogue."""

    total: Total
    by_asset_class: list[Group]
    by_chain: list[Group]
    query: dict
    as_of: str


def _groups(rows, kind: str) -> list[Group]:
    """One group of one kind per row, the most valuable first (then the most products, then by name)."""
    groups = [Group(key, n, known, float(tvl) if tvl is not None else None, oldest, newest)
              for of, key, n, known, tvl, oldest, newest in rows if of == kind and n]
    return sorted(groups, key=lambda g: (-(g.tvl_usd or 0), -g.products, g.key))


def _total(groups: list[Group]) -> Total:
    """Every product has one asset class: the total is the sum of the asset-class groups, and says that it sums
    figures of different dates."""
    known = [g for g in groups if g.tvl_known]
    tvl_known = sum(g.tvl_known for g in groups)
    oldest = min((g.tvl_oldest for g in known if g.tvl_oldest), default=None)
    newest = max((g.tvl_newest for g in known if g.tvl_newest), default=None)
    note = TOTAL_NOTE if oldest != newest else TOTAL_NOTE_ONE_DATE
    return Total("all", sum(g.products for g in groups), tvl_known,
                 sum(g.tvl_usd for g in known) if known else None, oldest, newest,
                 note.format(known=tvl_known, oldest=oldest, newest=newest) if known else None)


def _by_chain(matched):
    """The chain rows: on each chain, the TVL a product has there (its whole TVL on its only chain, else the part
    a source states); then the rest of multi-chain products' TVL, and products without a chain, as one row each."""
    on = aliased(ProductChain)  # its own name, so the chain filter's EXISTS still correlates with products only
    chains = func.json_array_length(Product.chain_list)
    here = case((on.tvl_usd.is_not(None), on.tvl_usd), (chains == 1, Product.tvl_usd))
    split = select(func.sum(ProductChain.tvl_usd)).where(ProductChain.product_id == Product.id).scalar_subquery()
    rest = Product.tvl_usd - func.coalesce(split, 0.0)
    unsplit = case((and_(Product.tvl_usd.is_not(None), rest > 0), rest))
    return [
        matched.join(on, on.product_id == Product.id)
        .with_only_columns(literal("chain", String), on.chain, *_aggregates(here)).group_by(on.chain),
        matched.where(chains > 1).with_only_columns(literal("other", String), literal(MULTI_CHAIN, String),
                                                    *_aggregates(unsplit)),
        matched.where(chains == 0).with_only_columns(literal("other", String), literal(NO_CHAIN, String),
                                                     *_aggregates(Product.tvl_usd)),
    ]


def _compute(q: ScreenerQuery, today) -> tuple[Total, list[Group], list[Group], coverage.Seen]:
    """All groupings in one statement (UNION ALL), so a screener request stays within four statements; the
    screener's facet and figure coverage (app/catalogue/coverage.py) ride along."""
    matched, params = query.matching(q)
    by_class = matched.with_only_columns(literal("asset_class", String), Product.asset_class,
                                         *_aggregates(Product.tvl_usd)).group_by(Product.asset_class)
    rows = db.session.execute(union_all(by_class, *_by_chain(matched), *coverage.selects(q, matched, today)),
                              params).all()
    classes = _groups(rows, "asset_class")
    others = {g.key: g for g in _groups(rows, "other")}
    chains = _groups(rows, "chain") + [others[k] for k in (MULTI_CHAIN, NO_CHAIN) if k in others]
    return _total(classes), classes, chains, coverage.read([r for r in rows if r[0] in coverage.KINDS])


def filters(q: ScreenerQuery) -> ScreenerQuery:
    """What the overview of q depends on: its filters (sorting and paging aside)."""
    return replace(q, preset=None, sort="transparency", sort_dir="desc", page=1, limit=1)


def _kept(q: ScreenerQuery) -> tuple:
    """The statement's answer, once per catalogue version, filters and day (freshness moves with the date)."""
    matched, today = filters(q), utcnow().date()
    return facets.cache().get(("market-overview", matched, today), lambda: _compute(matched, today))


def overview(q: ScreenerQuery) -> Overview:
    """TVL and count of the products `q` matches: in total (said to sum figures of different dates), by asset
    class and by chain (each TVL counted once), with coverage and dates."""
    return Overview(*_kept(q)[:3], query=q.as_dict(), as_of=load("catalogue")["as_of"])


def seen(q: ScreenerQuery) -> coverage.Seen:
    """The screener's sub-category facet and figure coverage for `q`, from the overview's own statement."""
    return _kept(q)[3]
