"""The one query layer of the catalogue: every filter, preset, sort and page, parsed once, run as SQL.

The screener page, GET /api/compare and GET /api/v1/products load their query string with ScreenerArgs
(app/catalogue/schemas.py), whose post_load calls build(); POST /api/v1/compare by filters, the embeds and
the benchmarks build a ScreenerQuery directly. Every one of them runs it here.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from urllib.parse import urlencode

from flask_babel import lazy_gettext as _l
from sqlalchemy import exists, func, select

from app.catalogue.models import Product, ProductChain
from app.extensions import db
from app.platform.listing import Page, Window, nulls_last, page_of

SORTS = {
    "transparency": Product.transparency, "liquidity": Product.liquidity_score, "documented": Product.documented,
    "apy": Product.apy, "tvl": Product.tvl_usd, "name": func.lower(Product.name),
    "min_investment": Product.min_investment_usd,
}
PRESETS = {
    "eau-energie": {"asset_class": ("commodities",), "sort": "transparency"},
    "immo": {"asset_class": ("real_estate",), "sort": "transparency"},
    "debutant-prudent": {"risk_tier": ("core",), "max_ticket_usd": 1000.0, "live": True, "sort": "transparency"},
    "pro-dd": {"sort": "documented"},
}
PRESET_DOC = {  # slugs stay as they are; the texts are lazy msgids rendered in the reader's language
    "eau-energie": _l("Commodities only (metals today; water and energy products join when the catalogue lists "
                      "them), most transparent first"),
    "immo": _l("Real estate only"),
    "debutant-prudent": _l("Core tier, live, minimum ticket of 1,000 USD or less, most transparent first"),
    "pro-dd": _l("Every product, best documented first (due diligence)"),
}
SOURCES = ("snapshot", "live")
EVIDENCE_FILTERS = ("attested", "redeemable", "exchange_listed", "kyc_to_mint", "kyc_to_hold", "transferable",
                    "self_custody")
MAX_LIMIT = 100
MAX_PAGE = 1_000_000
MODES = ("screener", "shortlist")


@dataclass(frozen=True)
class ScreenerQuery:
    risk_tier: tuple[str, ...] = ()
    asset_class: tuple[str, ...] = ()
    source: str | None = None
    jurisdiction: tuple[str, ...] = ()
    chain: tuple[str, ...] = ()
    search: str | None = None
    preset: str | None = None
    sort: str = "transparency"
    sort_dir: str = "desc"
    min_investment: float | None = None
    max_ticket_usd: float | None = None
    yield_min: float | None = None
    green_only: bool = False
    live: bool | None = None
    ids: tuple[str, ...] = ()
    evidence: tuple[tuple[str, bool], ...] = ()
    yield_basis: tuple[str, ...] = ()
    limit: int = 50
    page: int = 1

    def as_dict(self) -> dict:
        """The query as understood (unset filters left out; an explicit false or 0 is kept)."""
        out = {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items() if k != "evidence"}
        out.update(dict(self.evidence))
        if not self.green_only:
            out.pop("green_only")
        return {k: v for k, v in out.items() if v is not None and v != []}

    def params(self, **changes) -> dict:
        """The query as query-string values (lists comma-joined, booleans lowercase), defaults left out."""
        data = {**self.as_dict(), **changes}
        for default in ("limit", "page"):
            if data.get(default) == getattr(ScreenerQuery, default) and default not in changes:
                data.pop(default)
        return {k: ",".join(map(str, v)) if isinstance(v, list) else str(v).lower() if isinstance(v, bool) else v
                for k, v in data.items()}

    def query_string(self, **changes) -> str:
        """The canonical query string of this query (for shareable links and page links)."""
        return urlencode(self.params(**changes))


def build(filters: dict) -> ScreenerQuery:
    """A ScreenerQuery from typed filters (ScreenerArgs' output); an explicit filter wins over the preset."""
    preset = filters.get("preset")
    base = ScreenerQuery(**PRESETS[preset], preset=preset) if preset else ScreenerQuery()
    sort = filters.get("sort")

    def given(name: str, default):
        value = filters.get(name)
        return default if value is None or value == [] else value

    return replace(base, **{
        "risk_tier": tuple(given("risk_tier", base.risk_tier)),
        "asset_class": tuple(given("asset_class", base.asset_class)),
        "source": filters.get("source"),
        "jurisdiction": tuple(filters.get("jurisdiction") or ()),
        "chain": tuple(filters.get("chain_or_region") or ()),
        "search": filters.get("search"),
        "sort": sort or base.sort,
        "sort_dir": filters.get("sort_dir") or ("asc" if sort == "name" else "desc"),
        "min_investment": filters.get("min_investment"),
        "max_ticket_usd": given("max_ticket_usd", base.max_ticket_usd),
        "yield_min": filters.get("yield_min"),
        "green_only": given("green_only", base.green_only),
        "live": given("live", base.live),
        "ids": tuple(filters.get("ids") or ()),
        "limit": given("limit", ScreenerQuery.limit),
        "page": given("page", ScreenerQuery.page),
        "evidence": tuple((name, filters[name]) for name in EVIDENCE_FILTERS if filters.get(name) is not None),
        "yield_basis": tuple(filters.get("yield_basis") or ()),
    })


FILTERS = (  # (is the filter set?, its SQL condition)
    (lambda q: q.risk_tier, lambda q: Product.risk_tier.in_(q.risk_tier)),
    (lambda q: q.asset_class, lambda q: Product.asset_class.in_(q.asset_class)),
    (lambda q: q.source, lambda q: Product.source_type == q.source),
    (lambda q: q.jurisdiction, lambda q: Product.jurisdiction_code.in_(q.jurisdiction)),
    (lambda q: q.chain,
     lambda q: exists().where(ProductChain.product_id == Product.id, ProductChain.chain.in_(q.chain))),
    (lambda q: q.search, lambda q: Product.search_text.contains(q.search.lower(), autoescape=True)),
    (lambda q: q.min_investment is not None, lambda q: Product.min_investment_usd >= q.min_investment),
    (lambda q: q.max_ticket_usd is not None, lambda q: Product.min_investment_usd <= q.max_ticket_usd),
    (lambda q: q.yield_min is not None, lambda q: Product.apy >= q.yield_min),
    (lambda q: q.green_only, lambda q: Product.green.is_(True)),
    (lambda q: q.live is not None, lambda q: Product.live.is_(q.live)),
    (lambda q: q.ids, lambda q: Product.id.in_(q.ids)),
    (lambda q: q.yield_basis, lambda q: Product.apy_basis.in_(q.yield_basis)),
)


def _filtered(q: ScreenerQuery):
    stmt = select(Product)
    for is_set, condition in FILTERS:
        if is_set(q):
            stmt = stmt.where(condition(q))
    for name, value in q.evidence:
        stmt = stmt.where(getattr(Product, name).is_(value))
    return stmt


def _ordered(stmt, q: ScreenerQuery):
    """Sort by the asked figure, unknown values last, ties by id in the same direction (one index scan)."""
    descending = q.sort_dir == "desc"
    ident = Product.id if db.engine.dialect.name == "sqlite" else Product.id.collate("C")
    tie = ident.desc() if descending else ident.asc()
    return stmt.order_by(nulls_last(SORTS[q.sort], descending), tie)


def matching(q: ScreenerQuery):
    """The SELECT of every product the query matches, unordered and unpaged (the market overview's input)."""
    return _filtered(q)


def run(q: ScreenerQuery) -> Page:
    """The products of one page (Page.items), and how many match in all."""
    return page_of(_ordered(_filtered(q), q), Window.from_page(q.page, q.limit))


def yields(q: ScreenerQuery) -> list:
    """(id, apy, apy_as_of) of every product the query matches: the benchmarks' input, without paging."""
    stmt = _filtered(q).with_only_columns(Product.id, Product.apy, Product.apy_as_of).order_by(Product.apy)
    return list(db.session.execute(stmt))
