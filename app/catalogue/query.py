"""The one query layer of the catalogue: every filter, preset, sort and page, parsed once, run as SQL.

The screener page, GET /api/compare and GET /api/v1/products load their query string with ScreenerArgs
(app/catalogue/schemas.py), whose post_load calls build(); POST /api/v1/compare by filters, the embeds and
the benchmarks build a ScreenerQuery directly. Every one of them runs it here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from urllib.parse import urlencode

from flask_babel import lazy_gettext as _l
from sqlalchemy import JSON, Text, and_, cast, exists, false, func, select

from app.catalogue import facets
from app.catalogue.models import SORT_KEYS, Product, ProductChain, ProductTerm, order_keys
from app.extensions import db
from app.platform.listing import Page, Window

SORTS = {name: value for name, (value, _unknown) in SORT_KEYS.items()}
PRESETS = {
    "eau-energie": {"green_only": True, "sort": "transparency"},
    "immo": {"asset_class": ("real_estate",), "sort": "transparency"},
    "debutant-prudent": {"risk_tier": ("core",), "max_ticket_usd": 1000.0, "live": True, "sort": "transparency"},
    "pro-dd": {"sort": "documented"},
}
PRESET_DOC = {  # slugs stay as they are; the texts are lazy msgids rendered in the reader's language
    "eau-energie": _l("Green (water and energy) products only"),
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
        out = {f.name: (list(v) if isinstance(v := getattr(self, f.name), tuple) else v) for f in fields(self)
               if f.name != "evidence"}
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


WORD = re.compile(r"[^\W_]+")
LAST = "\U0010ffff"  # after every text that starts with a given word, in byte order


def search_terms(text: str | None) -> list[str]:
    """The words of a text as the search indexes and matches them: lowercased letters and digits."""
    return list(dict.fromkeys(w[:80] for w in WORD.findall((text or "").lower())))


def _search(q: ScreenerQuery, walk: bool):
    """Every typed word starts a word of the product. Read from the word index (few matches), or, when the
    matches are many, checked product by product along the sort's own index (walk): both stay cheap."""
    words = search_terms(q.search)
    if not words:
        return false()
    found = []
    for word in words:
        starts = (ProductTerm.term >= word, ProductTerm.term < word + LAST)
        found.append(exists().where(ProductTerm.product_id == Product.id, *starts) if walk
                     else Product.id.in_(select(ProductTerm.product_id).where(*starts)))
    return found[0] if len(found) == 1 else and_(*found)


def _one_of(column, values: tuple):
    """column = value for one value (an index on column then also serves the sort), IN for several."""
    return column == values[0] if len(values) == 1 else column.in_(values)


FILTERS = (  # (is the filter set?, its SQL condition)
    (lambda q: q.risk_tier, lambda q: _one_of(Product.risk_tier, q.risk_tier)),
    (lambda q: q.asset_class, lambda q: _one_of(Product.asset_class, q.asset_class)),
    (lambda q: q.source, lambda q: Product.source_type == q.source),
    (lambda q: q.jurisdiction, lambda q: _one_of(Product.jurisdiction_code, q.jurisdiction)),
    (lambda q: q.chain,
     lambda q: exists().where(ProductChain.product_id == Product.id, _one_of(ProductChain.chain, q.chain))),
    (lambda q: q.min_investment is not None, lambda q: Product.min_investment_usd >= q.min_investment),
    (lambda q: q.max_ticket_usd is not None, lambda q: Product.min_investment_usd <= q.max_ticket_usd),
    (lambda q: q.yield_min is not None, lambda q: Product.apy >= q.yield_min),
    (lambda q: q.green_only, lambda q: Product.green.is_(True)),
    (lambda q: q.live is not None, lambda q: Product.live.is_(q.live)),
    (lambda q: q.ids, lambda q: _one_of(Product.id, q.ids)),
    (lambda q: q.yield_basis, lambda q: _one_of(Product.apy_basis, q.yield_basis)),
)


def _conditions(q: ScreenerQuery, walk: bool = False) -> list:
    out = [condition(q) for is_set, condition in FILTERS if is_set(q)]
    out += [_search(q, walk)] if q.search is not None else []
    return out + [getattr(Product, name).is_(value) for name, value in q.evidence]


def _filtered(q: ScreenerQuery, walk: bool = False):
    return select(Product).where(*_conditions(q, walk))


def _count(q: ScreenerQuery):
    return select(func.count()).select_from(Product).where(*_conditions(q))


def _matches_key(q: ScreenerQuery) -> tuple:
    """What the count of a query depends on: its filters, not its sort or page."""
    return "matches", replace(q, preset=None, sort=ScreenerQuery.sort, sort_dir=ScreenerQuery.sort_dir,
                              limit=ScreenerQuery.limit, page=ScreenerQuery.page)


def run(q: ScreenerQuery) -> Page:
    """The products of one page (Page.items, Product objects), and how many match in all: one statement."""
    return _page(q, lambda walk: _filtered(q, walk), scalars=True)


# Every column, JSON ones as their stored text: decoded only when a product's answer is built, not per request.
ROWS = select(*(cast(c, Text).label(c.key) if isinstance(c.type, JSON) else c for c in Product.__table__.columns))
JSON_COLUMNS = tuple(c.key for c in Product.__table__.columns if isinstance(c.type, JSON))


def page_rows(q: ScreenerQuery) -> Page:
    """run() as plain rows (JSON columns left as text, see JSON_COLUMNS): what the screener's answers,
    kept per product and catalogue version, are looked up by (id, updated_at) and built from."""
    return _page(q, lambda walk: ROWS.where(*_conditions(q, walk)), scalars=False)


def _page(q: ScreenerQuery, select_, scalars: bool) -> Page:
    """One page of select_(walk) in the query's order, with the total, in one statement.

    The count is kept per catalogue version (every import moves it), so only the first asker of a filter
    pays for it, inside the page's own statement; a page in the far half of a long list is read from the
    list's end (the same index backwards), so the last page costs what the first does."""
    window, cache = Window.from_page(q.page, q.limit), facets.cache()
    version = cache.current_version()
    key = _matches_key(q)
    total = cache.peek(key)
    if total is None:
        counted = _count(q).scalar_subquery()  # evaluated once per statement on both databases
        stmt = select_(False).add_columns(counted).order_by(*order_keys(q.sort, q.sort_dir == "desc"))
        stmt = stmt.limit(window.limit).offset(window.offset)
        found = (db.session.execute(stmt) if scalars else db.session.connection().execute(stmt)).all()
        total = found[0][-1] if found else db.session.scalar(_count(q))
        cache.put(key, total, version)
        return Page([row[0] if scalars else row for row in found], total, window)
    end = min(window.offset + window.limit, total)
    if end <= window.offset:
        return Page([], total, window)
    reverse = total - end < window.offset
    skipped = total - end if reverse else window.offset
    # a selective search is read from its word index (about `total` rows), a broad one along the sort's index
    # (about depth / share of the catalogue rows): whichever reads fewer
    everything = cache.peek(_matches_key(ScreenerQuery()))
    walk = everything is not None and total * total > everything * (skipped + end - window.offset)
    stmt = select_(walk).order_by(*order_keys(q.sort, q.sort_dir == "desc", reverse))
    stmt = stmt.limit(end - window.offset).offset(skipped)
    found = list(db.session.scalars(stmt) if scalars else db.session.connection().execute(stmt))
    return Page(found[::-1] if reverse else found, total, window)


def yields(q: ScreenerQuery) -> list:
    """(id, apy, apy_as_of) of every product the query matches: the benchmarks' input, without paging."""
    stmt = _filtered(q).with_only_columns(Product.id, Product.apy, Product.apy_as_of).order_by(Product.apy)
    return list(db.session.execute(stmt))
