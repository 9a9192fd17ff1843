"""What the screener says about the products a query matches rather than drawing it cell by cell: the
sub-categories among them (the one-click facet), and how many state each figure column, how many of those are
fresh (dated within the freshness threshold), and which columns the whole catalogue leaves empty.

Its SELECTs join the market overview's one statement (app/catalogue/overview.py), so a screener request stays
within four statements; their rows have the overview's shape (kind, key, products, known, sum, oldest, newest).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from sqlalchemy import Float, String, and_, case, cast, func, literal, or_, select

from app.catalogue import query
from app.catalogue.models import Product
from app.catalogue.query import ScreenerQuery
from app.platform import format as fmt

# The screener's figure columns that can be unknown, and the date each figure is stated on.
FIGURES = {"apy": Product.apy_as_of, "tvl_usd": Product.tvl_as_of, "min_investment_usd": Product.as_of,
           "liquidity_days": Product.as_of}
KINDS = ("sub_category", "figure", "catalogue")


@dataclass(frozen=True)
class Known:
    """How many products state a figure, and how many of those are dated within the freshness threshold."""

    figure: str
    known: int
    fresh: int


@dataclass(frozen=True)
class Coverage:
    """The matched products' figures (`figures`), the whole catalogue's (`catalogue`), the threshold in days."""

    total: int
    figures: dict[str, Known]
    catalogue: dict[str, Known]
    stale_days: int

    def shown(self, figure: str) -> bool:
        """A column is drawn unless no product of the whole catalogue states its figure."""
        return self.catalogue[figure].known > 0


@dataclass(frozen=True)
class Seen:
    sub_categories: dict[str, int]
    coverage: Coverage


def _fresh(dated, today: date):
    """A figure dated within the threshold: YYYY-MM-DD on or after the cut-off day, YYYY-MM (read as the month's
    last day) on or after its month."""
    cutoff = today - timedelta(days=fmt.stale_days())
    return or_(and_(func.length(dated) == 7, dated >= cutoff.isoformat()[:7]),
               and_(func.length(dated) >= 10, dated >= cutoff.isoformat()))


def _figure_rows(stmt, kind: str, today: date) -> list:
    out = []
    for name, dated in FIGURES.items():
        value = getattr(Product, name)
        fresh = cast(func.sum(case((and_(value.is_not(None), _fresh(dated, today)), 1), else_=0)), Float)
        none = literal(None, String)
        out.append(stmt.with_only_columns(literal(kind, String), literal(name, String), func.count(),
                                          func.count(value), fresh, none, none))
    return out


def selects(q: ScreenerQuery, matched, today: date) -> list:
    """The SELECTs this module adds to the overview's statement (bound with the query's own parameters)."""
    others, _params = query.matching(replace(q, sub_category=()))  # the facet counts what each link would find
    subs = (others.where(Product.sub_category.is_not(None))
            .with_only_columns(literal("sub_category", String), Product.sub_category, func.count(),
                               func.count(Product.tvl_usd), func.sum(Product.tvl_usd), literal(None, String),
                               literal(None, String)).group_by(Product.sub_category))
    return [subs, *_figure_rows(matched, "figure", today), *_figure_rows(select(Product), "catalogue", today)]


def read(rows) -> Seen:
    """The facet (most common first, then by name) and the coverage, from the statement's rows."""
    subs = sorted(((key, n) for kind, key, n, *_ in rows if kind == "sub_category"), key=lambda s: (-s[1], s[0]))
    known = {kind: {key: Known(key, int(k or 0), int(fresh or 0)) for of, key, _n, k, fresh, *_ in rows
                    if of == kind} for kind in ("figure", "catalogue")}
    total = next((int(n) for kind, _key, n, *_ in rows if kind == "figure"), 0)
    return Seen(dict(subs), Coverage(total, known["figure"], known["catalogue"], fmt.stale_days()))
