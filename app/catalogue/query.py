"""The one query layer of the catalogue: every filter, preset, sort and page, parsed once, run as SQL.

The screener page, GET /api/compare, GET /api/v1/products, POST /api/v1/compare by filters, the embeds
and the benchmarks all parse their query string into a ScreenerQuery and run it here.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from urllib.parse import urlencode

from flask_babel import lazy_gettext as _l
from sqlalchemy import exists, func, select

from app.catalogue.labels import APY_BASIS_LABELS, CATEGORIES, RISK_TIERS
from app.catalogue.models import Product, ProductChain
from app.extensions import db
from app.platform.errors import ApiError

SORTS = {
    "transparency": Product.transparency, "liquidity": Product.liquidity_score, "documented": Product.documented,
    "apy": Product.apy, "tvl": Product.tvl_usd, "name": func.lower(Product.name),
    "min_investment": Product.min_investment_usd,
}
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
TRUE, FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")
MAX_LIMIT = 100


@dataclass(frozen=True)
class ScreenerQuery:
    risk_tier: tuple[str, ...] = ()
    asset_class: tuple[str, ...] = ()
    source: str | None = None
    jurisdiction: str | None = None
    chain: str | None = None
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

    def query_string(self, **changes) -> str:
        """The canonical query string of this query (for shareable links and page links)."""
        data = {**self.as_dict(), **changes}
        for default in ("limit", "page"):
            if data.get(default) == getattr(ScreenerQuery, default) and default not in changes:
                data.pop(default)
        pairs = {k: ",".join(map(str, v)) if isinstance(v, list) else str(v).lower() if isinstance(v, bool) else v
                 for k, v in data.items()}
        return urlencode(pairs)


def _bad(name: str, value, allowed) -> ApiError:
    return ApiError(400, "validation_error", f"{name}={value!r} is not allowed.",
                    details={"fields": {f"query.{name}": [f"Allowed: {', '.join(map(str, allowed))}."]},
                             "allowed": {name: list(allowed)}})


def _choices(args, name: str, allowed, aliases=()) -> tuple[str, ...]:
    raw = next((args.get(n) for n in (name, *aliases) if args.get(n)), None)
    if not raw:
        return ()
    values = tuple(v.strip().lower() for v in str(raw).split(",") if v.strip())
    for value in values:
        if value not in allowed:
            raise _bad(name, value, allowed)
    return values


def _number(args, name: str, low: float = 0, high: float = 1e15) -> float | None:
    raw = args.get(name)
    if raw in (None, ""):
        return None
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise ApiError(400, "validation_error", f"{name} must be a number.",
                       details={"fields": {f"query.{name}": ["Not a number."]}}) from None
    if not low <= value <= high:
        raise ApiError(400, "validation_error", f"{name} must be between {low:g} and {high:g}.",
                       details={"fields": {f"query.{name}": [f"Between {low:g} and {high:g}."]}})
    return value


def _flag(args, name: str) -> bool | None:
    raw = args.get(name)
    if raw in (None, ""):
        return None
    if str(raw).lower() in TRUE:
        return True
    if str(raw).lower() in FALSE:
        return False
    raise _bad(name, raw, ("true", "false"))


def parse(args, *, default_limit: int = 50, max_limit: int = MAX_LIMIT, min_limit: int = 1) -> ScreenerQuery:
    """Read a query string (or a dict) into a ScreenerQuery; unknown values answer 400 with the allowed ones."""
    preset = _choices(args, "preset", PRESETS)
    base = ScreenerQuery(**PRESETS[preset[0]], preset=preset[0]) if preset else ScreenerQuery()
    sort = _choices(args, "sort", SORTS)
    sort_dir = _choices(args, "sort_dir", ("asc", "desc"))
    limit = _number(args, "limit", min_limit, max_limit)
    page = _number(args, "page", 1, 1e6)
    ids = tuple(i.strip() for i in str(args.get("ids") or "").split(",") if i.strip())
    changes = {
        "risk_tier": _choices(args, "risk_tier", RISK_TIERS) or base.risk_tier,
        "asset_class": _choices(args, "asset_class", CATEGORIES, ("class", "category")) or base.asset_class,
        "source": (_choices(args, "source", SOURCES) or (None,))[0],
        "jurisdiction": (args.get("jurisdiction") or "").strip()[:64] or None,
        "chain": (args.get("chain_or_region") or args.get("chain") or "").strip().lower()[:40] or None,
        "sort": sort[0] if sort else base.sort,
        "sort_dir": sort_dir[0] if sort_dir else ("asc" if (sort and sort[0] == "name") else "desc"),
        "min_investment": _number(args, "min_investment"),
        "max_ticket_usd": _number(args, "max_ticket_usd") if args.get("max_ticket_usd") else base.max_ticket_usd,
        "yield_min": _number(args, "yield_min", 0, 100),
        "green_only": base.green_only if _flag(args, "green_only") is None else _flag(args, "green_only"),
        "live": _flag(args, "live") if args.get("live") else base.live,
        "ids": ids, "limit": int(limit) if limit else default_limit, "page": int(page) if page else 1,
        "evidence": tuple((name, value) for name in EVIDENCE_FILTERS if (value := _flag(args, name)) is not None),
        "yield_basis": _choices(args, "yield_basis", tuple(APY_BASIS_LABELS)),
    }
    return replace(base, **changes)


FILTERS = (  # (is the filter set?, its SQL condition)
    (lambda q: q.risk_tier, lambda q: Product.risk_tier.in_(q.risk_tier)),
    (lambda q: q.asset_class, lambda q: Product.asset_class.in_(q.asset_class)),
    (lambda q: q.source, lambda q: Product.source_type == q.source),
    (lambda q: q.jurisdiction,
     lambda q: func.lower(Product.jurisdiction).contains(q.jurisdiction.lower(), autoescape=True)),
    (lambda q: q.chain,
     lambda q: exists().where(ProductChain.product_id == Product.id, ProductChain.chain == q.chain)),
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
    column = SORTS[q.sort]
    descending = q.sort_dir == "desc"
    key = column.desc() if descending else column.asc()
    ident = Product.id if db.engine.dialect.name == "sqlite" else Product.id.collate("C")
    tie = ident.desc() if descending else ident.asc()
    if getattr(column, "nullable", False) and _needs_nulls_last(descending):
        key = key.nulls_last()
    return stmt.order_by(key, tie)


def _needs_nulls_last(descending: bool) -> bool:
    """SQLite sorts NULL first ascending and last descending; PostgreSQL the other way round."""
    sqlite = db.engine.dialect.name == "sqlite"
    return not descending if sqlite else descending


@dataclass(frozen=True)
class Page:
    products: list
    total: int
    query: ScreenerQuery

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.query.limit))


def run(q: ScreenerQuery) -> Page:
    """The products of one page, and how many match in all."""
    stmt = _filtered(q)
    total = db.session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
    rows = db.session.scalars(_ordered(stmt, q).limit(q.limit).offset((q.page - 1) * q.limit))
    return Page(list(rows), total or 0, q)


def yields(q: ScreenerQuery) -> list:
    """(id, apy, apy_as_of) of every product the query matches: the benchmarks' input, without paging."""
    stmt = _filtered(q).with_only_columns(Product.id, Product.apy, Product.apy_as_of).order_by(Product.apy)
    return list(db.session.execute(stmt))
