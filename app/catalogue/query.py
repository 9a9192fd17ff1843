"""The one query layer of the catalogue: every filter, preset, sort and page, parsed once, run as SQL.

The screener page, GET /api/compare and GET /api/v1/products load their query string with ScreenerArgs
(app/catalogue/args.py), whose post_load calls build(); POST /api/v1/compare by filters, the embeds and
the benchmarks build a ScreenerQuery directly. Every one of them runs it here.
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from urllib.parse import urlencode

from flask_babel import lazy_gettext as _l
from sqlalchemy import JSON, Integer, Text, and_, bindparam, cast, exists, false, func, select
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.expression import ColumnElement
from sqlalchemy.sql.visitors import InternalTraversal

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
    "eau-energie": _l("Green products only, such as tokenized green bonds, most transparent first"),
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


class _PageNumber:
    """ScreenerQuery.page: the 1-based page the query's first product falls on (on the class: 1, the default)."""

    def __get__(self, obj, owner=None) -> int:
        return 1 if obj is None else obj.offset // obj.limit + 1


@dataclass(frozen=True)
class _Query:
    risk_tier: tuple[str, ...] = ()
    asset_class: tuple[str, ...] = ()
    sub_category: tuple[str, ...] = ()
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
    offset: int = 0


class ScreenerQuery(_Query):
    """A screener query: filters, sort, and where its page starts (offset, in products). `page=N` is accepted
    wherever the query is built or replaced, and read back as `.page`: page N of size limit starts at
    offset (N - 1) * limit."""

    page = _PageNumber()

    def __init__(self, *, page: int | None = None, **values):
        super().__init__(**values)
        if page is not None:  # a page given (replace(q, page=1) too) wins over the offset it replaces
            object.__setattr__(self, "offset", (max(1, page) - 1) * self.limit)

    @property
    def aligned(self) -> bool:
        """Whether the query starts on a page boundary, so that a page number can say where it is."""
        return self.offset % self.limit == 0

    def as_dict(self) -> dict:
        """The query as understood (unset filters left out; an explicit false or 0 is kept)."""
        out = {f.name: (list(v) if isinstance(v := getattr(self, f.name), tuple) else v) for f in fields(self)
               if f.name != "evidence"}
        out["page"] = self.page
        out.update(dict(self.evidence))
        if not self.green_only:
            out.pop("green_only")
        return {k: v for k, v in out.items() if v is not None and v != []}

    def params(self, **changes) -> dict:
        """The query as query-string values (lists comma-joined, booleans lowercase), defaults left out. Where the
        page starts is said once: by page when it starts on a page boundary (or a page is asked for), else by
        offset."""
        data = {**self.as_dict(), **changes}
        if "page" in changes or "offset" in changes:
            data.pop("offset" if "page" in changes else "page", None)
        else:
            data.pop("offset" if self.aligned else "page")
        for default, value in (("limit", _Query.limit), ("page", 1), ("offset", 0)):
            if default in data and data[default] == value and default not in changes:
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

    limit = given("limit", _Query.limit)
    offset = given("offset", (given("page", 1) - 1) * limit)  # the schema refused a page and an offset that disagree
    return replace(base, **{
        "risk_tier": tuple(given("risk_tier", base.risk_tier)),
        "asset_class": tuple(given("asset_class", base.asset_class)),
        "sub_category": tuple(filters.get("sub_category") or ()),
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
        "limit": limit,
        "offset": offset,
        "evidence": tuple((name, filters[name]) for name in EVIDENCE_FILTERS if filters.get(name) is not None),
        "yield_basis": tuple(filters.get("yield_basis") or ()),
    })


WORD = re.compile(r"[^\W_]+")
LAST = "\U0010ffff"  # after every text that starts with a given word, in byte order


def search_terms(text: str | None) -> list[str]:
    """The words of a text as the search indexes and matches them: lowercased letters and digits."""
    return list(dict.fromkeys(w[:80] for w in WORD.findall((text or "").lower())))


LISTS = {  # list filters: the column a value is one of (chains through product_chains)
    "risk_tier": Product.risk_tier, "asset_class": Product.asset_class, "jurisdiction": Product.jurisdiction_code,
    "chain": ProductChain.chain, "ids": Product.id, "yield_basis": Product.apy_basis,
    "sub_category": Product.sub_category,
}
class Unindexed(ColumnElement):
    """A column no index may serve, on SQLite (`+column`): SQLite gathers no statistics, so it would read an
    equality filter's own index and sort every match even when most rows match. PostgreSQL knows from its
    statistics when walking the sort's index is cheaper, and gets the plain column."""

    inherit_cache = True
    _traverse_internals = [("column", InternalTraversal.dp_clauseelement)]  # part of the statement cache's key

    def __init__(self, column):
        self.column, self.type = column, column.type


@compiles(Unindexed)
def _plain(element, compiler, **kw):
    return compiler.process(element.column, **kw)


@compiles(Unindexed, "sqlite")
def _unary_plus(element, compiler, **kw):
    return f"+{compiler.process(element.column, **kw)}"


# Filters whose own index SQLite would rather read than the sort's, sorting every match: when the matches are
# many, they are written Unindexed, so the page is read along the sort's index and filtered as it goes (see
# _page). A single asset class or risk tier keeps its index, which leads with the class or tier and goes on in
# the sort's order (app/catalogue/models.py).
WALKED = frozenset({"asset_class", "risk_tier", "jurisdiction", "source"})
PREFIXED = frozenset({"asset_class", "risk_tier"})
VALUES = {  # one-value filters: the column and how it compares with the bound value
    "source": (Product.source_type, operator.eq), "min_investment": (Product.min_investment_usd, operator.ge),
    "max_ticket_usd": (Product.min_investment_usd, operator.le), "yield_min": (Product.apy, operator.ge),
}


def _shape(q: ScreenerQuery, walk: bool = False) -> tuple[tuple, dict]:
    """What the SQL of a query's filters looks like (shape) and the values it is run with (params).

    Statements are built once per shape and kept (below): a request only binds its values, so the SQL is
    neither built nor compiled again."""
    shape, params = [], {}
    for name in LISTS:
        values = getattr(q, name)
        if values:
            single = len(values) == 1
            shape.append((name, single, walk and name in WALKED and not (single and name in PREFIXED)))
            params[name] = values[0] if single else list(values)
    for name in VALUES:
        if getattr(q, name) is not None:
            shape.append((name, walk and name in WALKED))
            params[name] = getattr(q, name)
    shape += [("green_only",)] if q.green_only else []
    shape += [("live", q.live)] if q.live is not None else []
    shape += [("evidence", name, value) for name, value in q.evidence]
    if q.search is not None:
        words = search_terms(q.search)
        shape.append(("search", len(words), walk))
        for i, word in enumerate(words):
            params.update({f"word{i}": word, f"word{i}_end": word + LAST})
    return tuple(shape), params


def _condition(part: tuple):
    name = part[0]
    if name in LISTS:
        column = Unindexed(LISTS[name]) if part[2] else LISTS[name]
        one_of = column == bindparam(name) if part[1] else column.in_(bindparam(name, expanding=True))
        return exists().where(ProductChain.product_id == Product.id, one_of) if name == "chain" else one_of
    if name in VALUES:
        column, compare = VALUES[name]
        return compare(Unindexed(column) if part[1] else column, bindparam(name))
    if name == "green_only":
        return Product.green.is_(True)
    if name in ("live", "evidence"):
        return getattr(Product, part[-2] if name == "evidence" else "live").is_(part[-1])
    return _search(*part[1:])


def _search(words: int, walk: bool):
    """Every typed word starts a word of the product. Read from the word index (few matches), or, when the
    matches are many, checked product by product along the sort's own index (walk): both stay cheap."""
    if not words:
        return false()
    found = []
    for i in range(words):
        starts = (ProductTerm.term >= bindparam(f"word{i}"), ProductTerm.term < bindparam(f"word{i}_end"))
        found.append(exists().where(ProductTerm.product_id == Product.id, *starts) if walk
                     else Product.id.in_(select(ProductTerm.product_id).where(*starts)))
    return and_(*found)


@lru_cache(maxsize=1024)
def _where(shape: tuple) -> tuple:
    return tuple(_condition(part) for part in shape)


def _count(shape: tuple):
    return select(func.count()).select_from(Product).where(*_where(shape))


# Every column, JSON ones as their stored text: decoded only when a product's answer is built, not per request.
ROWS = select(*(cast(c, Text).label(c.key) if isinstance(c.type, JSON) else c for c in Product.__table__.columns))
JSON_COLUMNS = tuple(c.key for c in Product.__table__.columns if isinstance(c.type, JSON))
# What a product's kept answer is looked up by: a page reads these, and whole rows only for the answers not kept.
KEYS = select(Product.id, Product.updated_at)


DEEP = 500  # rows skipped past which a page's ids are found first, its rows fetched after


@lru_cache(maxsize=2048)
def _statement(rows: bool, shape: tuple, sort: str, descending: bool, reverse: bool, counted: bool, deep: bool):
    """A page's statement (limit and offset bound too), built once per shape and order.

    Deep in a list, the rows skipped are read from the sort's index alone (ids), and only the page's own
    rows are fetched: a page 100 pages down reads 5,000 index entries, not 5,000 rows."""
    keys = order_keys(sort, descending, reverse)
    limit, offset = bindparam("page_limit", type_=Integer), bindparam("page_offset", type_=Integer)
    stmt = (KEYS if rows else select(Product))
    if deep:
        ids = select(Product.id).where(*_where(shape)).order_by(*keys).limit(limit).offset(offset)
        stmt = stmt.where(Product.id.in_(ids)).order_by(*keys)
    else:
        stmt = stmt.where(*_where(shape)).order_by(*keys).limit(limit).offset(offset)
    if counted:  # evaluated once per statement on both databases
        stmt = stmt.add_columns(_count(shape).scalar_subquery())
    return stmt


def _matches_key(q: ScreenerQuery) -> tuple:
    """What the count of a query depends on: its filters, not its sort or page."""
    return "matches", replace(q, preset=None, sort=ScreenerQuery.sort, sort_dir=ScreenerQuery.sort_dir,
                              limit=ScreenerQuery.limit, offset=0)


def matching(q: ScreenerQuery) -> tuple:
    """The SELECT of every product the query matches, unordered and unpaged, and the values it binds (the
    market overview's input)."""
    shape, params = _shape(q)
    return select(Product).where(*_where(shape)), params


def run(q: ScreenerQuery) -> Page:
    """The products of one page (Page.items, Product objects), and how many match in all: one statement."""
    return _page(q, rows=False)


def page_rows(q: ScreenerQuery) -> Page:
    """run() as (id, updated_at) rows: what the screener's answers, kept per product and catalogue version, are
    looked up by; rows_of() reads the whole rows of those not kept."""
    return _page(q, rows=True)


def rows_of(ids: list[str]) -> dict:
    """{id: row} of the products `ids` as plain rows (JSON columns left as text, see JSON_COLUMNS)."""
    if not ids:
        return {}
    return {row.id: row for row in db.session.connection().execute(ROWS.where(Product.id.in_(ids))).all()}


def _execute(stmt, params: dict, rows: bool) -> list:
    """The statement's rows, fetched at once (one driver call, not one per row)."""
    if rows:
        return db.session.connection().execute(stmt, params).all()
    return db.session.execute(stmt, params).all()


def _page(q: ScreenerQuery, rows: bool) -> Page:
    """One page in the query's order, with the total, in one statement.

    The count is kept per catalogue version (every import moves it), so only the first asker of a filter
    pays for it, inside the page's own statement; a page in the far half of a long list is read from the
    list's end (the same index backwards), so the last page costs what the first does."""
    window, cache = Window(q.limit, q.offset), facets.cache()
    version = cache.current_version()
    key, descending = _matches_key(q), q.sort_dir == "desc"
    total = cache.peek(key)
    if total is None:
        shape, params = _shape(q)
        found = _execute(_statement(rows, shape, q.sort, descending, False, True, window.offset >= DEEP),
                         {**params, "page_limit": window.limit, "page_offset": window.offset}, rows)
        total = found[0][-1] if found else db.session.execute(_count(shape), params).scalar()
        cache.put(key, total, version)
        return Page([row if rows else row[0] for row in found], total, window)
    end = min(window.offset + window.limit, total)
    if end <= window.offset:
        return Page([], total, window)
    reverse = total - end < window.offset
    skipped = total - end if reverse else window.offset
    # a selective filter or search is read from its own index (about `total` rows), a broad one along the sort's
    # index (about depth / share of the catalogue rows): whichever reads fewer
    everything = cache.peek(_matches_key(ScreenerQuery()))
    shape, params = _shape(q, walk=everything is not None and total * total > everything * (end - window.offset
                                                                                               + skipped))
    found = _execute(_statement(rows, shape, q.sort, descending, reverse, False, skipped >= DEEP),
                     {**params, "page_limit": end - window.offset, "page_offset": skipped}, rows)
    found = found if rows else [row[0] for row in found]
    return Page(found[::-1] if reverse else found, total, window)


def yields(q: ScreenerQuery) -> list:
    """(id, apy, apy_as_of) of every product the query matches: the benchmarks' input, without paging."""
    shape, params = _shape(q)
    stmt = select(Product.id, Product.apy, Product.apy_as_of).where(*_where(shape)).order_by(Product.apy)
    return list(db.session.execute(stmt, params))
