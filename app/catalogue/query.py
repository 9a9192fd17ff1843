"""The one query layer of the catalogue: every filter, preset, sort and page, parsed once, run as SQL.

The screener page, GET /api/compare, GET /api/v1/products, POST /api/v1/compare by filters, the embeds
and the benchmarks all parse their query string into a ScreenerQuery and run it here.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from sqlalchemy import exists, func, select

from app.catalogue.labels import CATEGORIES, RISK_TIERS
from app.catalogue.models import Product, ProductChain
from app.extensions import db
from app.platform.errors import ApiError

SORTS = {
    "transparency": Product.transparency, "liquidity": Product.liquidity_score, "documented": Product.documented,
    "apy": Product.apy, "tvl": Product.tvl_usd, "name": Product.name, "min_investment": Product.min_investment_usd,
}
PRESETS = {
    "eau-energie": {"green_only": True, "sort": "transparency"},
    "immo": {"asset_class": ("real_estate",), "sort": "transparency"},
    "debutant-prudent": {"risk_tier": ("core",), "max_ticket_usd": 1000.0, "live": True, "sort": "transparency"},
    "pro-dd": {"sort": "documented"},
}
PRESET_DOC = {
    "eau-energie": "green (water and energy) products only",
    "immo": "real estate only",
    "debutant-prudent": "core tier, live, minimum ticket of 1,000 USD or less, most transparent first",
    "pro-dd": "every product, best documented first (due diligence)",
}
SOURCES = ("snapshot", "live")
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
    limit: int = 50
    page: int = 1

    def as_dict(self) -> dict:
        """The query as understood (empty filters left out)."""
        out = {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items()}
        return {k: v for k, v in out.items() if v not in (None, [], False)}


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
        "green_only": _flag(args, "green_only") or base.green_only,
        "live": _flag(args, "live") if args.get("live") else base.live,
        "ids": ids, "limit": int(limit) if limit else default_limit, "page": int(page) if page else 1,
    }
    return replace(base, **changes)


def _filtered(q: ScreenerQuery):
    stmt = select(Product)
    if q.risk_tier:
        stmt = stmt.where(Product.risk_tier.in_(q.risk_tier))
    if q.asset_class:
        stmt = stmt.where(Product.asset_class.in_(q.asset_class))
    if q.source:
        stmt = stmt.where(Product.source_type == q.source)
    if q.jurisdiction:
        stmt = stmt.where(func.lower(Product.jurisdiction).contains(q.jurisdiction.lower(), autoescape=True))
    if q.chain:
        stmt = stmt.where(exists().where(ProductChain.product_id == Product.id, ProductChain.chain == q.chain))
    if q.min_investment is not None:
        stmt = stmt.where(Product.min_investment_usd >= q.min_investment)
    if q.max_ticket_usd is not None:
        stmt = stmt.where(Product.min_investment_usd <= q.max_ticket_usd)
    if q.yield_min is not None:
        stmt = stmt.where(Product.apy >= q.yield_min)
    if q.green_only:
        stmt = stmt.where(Product.green.is_(True))
    if q.live is not None:
        stmt = stmt.where(Product.live.is_(q.live))
    if q.ids:
        stmt = stmt.where(Product.id.in_(q.ids))
    return stmt


def _ordered(stmt, q: ScreenerQuery):
    column = SORTS[q.sort]
    key = column.asc() if q.sort_dir == "asc" else column.desc()
    return stmt.order_by(key.nulls_last(), Product.id.asc())


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
