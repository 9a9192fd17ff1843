"""The green pages: the green index, the nature index, the water assets, each asset's page, and the methodology
pages generated from the tables the models run. The partner widgets are in app/green/embeds.py."""

from __future__ import annotations

from flask import render_template, request
from flask_babel import gettext as _

from app.green import assets, cqs, flags, h2o, index, nature, queries, scale, service, text, watt, widgets, words
from app.green.errors import AssetNotFound, InvalidRequest
from app.green.reads import MemberScore, NatureRead, WaterRead
from app.green.schemas import GreenIndexArgs, NatureIndexArgs
from app.platform import charts, listing
from app.platform.errors import NotFound, load_or_400, not_found
from app.platform.format import country as country_name
from app.platform.format import number
from app.platform.headers import htmx_fragment, page_blueprint
from app.platform.listing import Window

bp = page_blueprint("green_pages", __name__)
PAGE_SIZE = 50


@bp.context_processor
def _words() -> dict:
    return {"gword": words.word}


def _filters(schema, names: tuple[str, ...]) -> dict:
    """The list's filters from the query, checked by the API's own schema, so they mean the same on both doors."""
    given = {k: v.strip() for k, v in request.args.items() if k in names and v.strip()}
    loaded = load_or_400(schema, given, _("Some filters are not valid."), refuse_as=InvalidRequest)
    out = {k: loaded.get(k) for k in names}
    if out.get("country"):
        out["country"] = out["country"].upper()
    return out


def _paged(rows: list[dict], keep: dict) -> dict:
    """One page of the rows (PAGE_SIZE a page, ?page=) and the pager's links, each keeping the filters."""
    pages = listing.page_count(len(rows), PAGE_SIZE)
    window = Window.from_page(min(max(1, request.args.get("page", 1, type=int)), pages), PAGE_SIZE)
    return {"rows": rows[window.offset:window.offset + PAGE_SIZE], "total": len(rows),
            "paged": listing.html_pager(window.page, pages, keep), "keep": keep}


def _countries(named) -> list[str]:
    """The country codes the rows or reads name (each None, a code, or codes joined by ";"), by country name in
    the reader's language."""
    codes = {code for each in named for code in (each or "").split(";") if code}
    return sorted(codes, key=lambda code: country_name(code) or code)


def _render(name: str, **context) -> str:
    """The whole page, or only its list when htmx asks (a history restore gets the whole page)."""
    return render_template(f"green/_{name}_rows.html" if htmx_fragment() else f"green/{name}.html", **context)


@bp.get("/green")
def index_page():
    """The green index, ranked, filtered by kind, country, words of the name and red flags, 50 a page."""
    args = _filters(GreenIndexArgs(), ("kind", "country", "q", "flagged"))
    keep = {k: v for k, v in args.items() if v}
    return _render("index", args=args, kinds=index.KINDS, weights=index.COMPOSITE_WEIGHTS,
                   countries=_countries(r["country"] for r in service.green_index()), as_of=service.today().isoformat(),
                   **_paged(queries.green_rows(**args), keep))


@bp.get("/green/nature")
def nature_page():
    """The nature index: areas ranked by nature score, schemes after them, scored but not ranked."""
    args = _filters(NatureIndexArgs(), ("country", "nature_class"))
    keep = {k: v for k, v in args.items() if v}
    countries = _countries(r["country"] for r in index.nature_index())
    return _render("nature", args=args, countries=countries, as_of=assets.as_of(),
                   **_paged(queries.nature_rows(**args), keep))


@bp.get("/green/water")
def water_page():
    """The water assets with their H2O scores, highest first."""
    asked = _filters(NatureIndexArgs(only=("country",)), ("country",))["country"]  # the same country rule
    reads = [service.h2o_read(a["id"]) for a in assets.assets("water")]
    shown = sorted((r for r in reads if queries.in_country(r.country, asked)),
                   key=lambda r: (-r.h2o_score.rating, r.name))
    keep = {"country": asked} if asked else {}
    return _render("water", args={"country": asked}, countries=_countries(r.country for r in reads),
                   as_of=assets.as_of(), embed=widgets.eau_snippets(),
                   builder=widgets.builder_url(widget="water-check"), **_paged(shown, keep))


READS = (("member", service.unified), ("water", service.h2o_read), ("nature", service.nature_read))


def _subject(asset_id: str) -> tuple[str, MemberScore | WaterRead | NatureRead]:
    """Which read knows the id (a green index member, a water asset, a nature asset) and what it answers."""
    for name, read in READS:
        try:
            return name, read(asset_id)
        except NotFound:
            continue
    raise AssetNotFound()


def _score_number(value: float) -> str:
    return number(value, 1)


def _history(member_id: str) -> dict:
    """Twelve months of the member's scores, its composite charted at each month's date."""
    history = service.history_of(member_id)
    points = [(p["as_of"], p["composite"]) for p in history.points if p["composite"] is not None]
    return {"history": history, "history_chart": charts.line(points, fmt=_score_number, label=_("Composite"))}


def _member(read: MemberScore) -> dict:
    """What a member's page adds to its unified score: the carbon or Watt read, and its history."""
    detail = {"carbon": service.carbon_quality, "energy": service.watt_read}.get(read.kind)
    return {"kind": read.kind, "factors": read.factors, "detail": detail(read.id) if detail else None,
            **_history(read.id)}


def _asset(which: str, read: WaterRead | NatureRead) -> dict:
    factors = read.h2o_score.factors if which == "water" else read.factors
    return {"kind": which, "factors": factors, "detail": None, "history": None, "history_chart": None}


@bp.get("/green/<string:asset_id>")
def asset(asset_id):
    """Any green index member, water or nature asset: scores and factors, ratings beside them, stated facts and
    source, twelve months of history, its passport and API reads."""
    which, read = _subject(asset_id)
    shown = _member(read) if which == "member" else _asset(which, read)
    named = [(words.word(f["name"], "factor"), f["value"]) for f in shown["factors"]]
    bars = charts.bars(named) if named else None
    embed = widgets.score_snippets(read.id) if which == "member" else None
    return render_template("green/asset.html", subject=read, bars=bars, embed=embed,
                           builder=widgets.builder_url(widget="green-score", id=read.id) if embed else "",
                           passport=service.product_passport(asset_id, "json"), **shown)


def _cqs() -> dict:
    return {"t": cqs.tables(), "grades": [(g, cqs.rating_points(g)) for g in cqs.RATING_SCALE],
            "flag_rules": flags.RULES, "lifted": flags.LIFTED, "other_registry": cqs.factors({})["registry"],
            "primary": cqs.PRIMARY_SOURCES}


def _composite() -> dict:
    """The weights, the ranking rule as index.py states it, and examples run through the index's own code."""
    mixes = ({"cqs": 60.0, "watt": 80.0}, {"cqs": 60.0, "watt": None}, {"cqs": None, "watt": 42.0},
             {"cqs": None, "watt": None})
    sample = [{"name": name, "composite": value} for name, value in (("A", 70.0), ("B", 70.0), ("C", 65.5),
                                                                    ("D", None))]
    return {"weights": index.COMPOSITE_WEIGHTS, "kinds": index.KINDS,
            "rule": [part.strip() for part in (index.__doc__ or "").split("\n\n") if part.strip()],
            "mixes": [(mix, index.composite(mix)) for mix in mixes], "ranked": index.ranked(sample)}


def _text() -> dict:
    return {"t": {name.lower(): getattr(text, name) for name in (
        "KINDS", "MODELS", "UNITS", "CAPACITY_FACTOR", "YEARS", "STRESS", "USES", "BIOMES", "REGISTRIES",
        "MIN_LENGTH", "MAX_LENGTH")}}


METHODS = {"cqs": _cqs, "watt": lambda: {"t": watt.tables(), "onshore": watt.ONSHORE, "neutral": watt.NEUTRAL},
           "h2o": lambda: {"t": h2o.tables()}, "nature": lambda: {"t": nature.tables()},
           "composite": _composite, "text": _text}


@bp.get("/developers/methodology/green/<string:model>")
def methodology(model):
    """A green model's methodology, from the tables its module runs: weights and every row."""
    build = METHODS.get(model)
    if build is None:
        raise not_found("green methodology")
    return render_template(f"green/method/{model}.html", model=model, models=list(METHODS), tiers=scale.TIERS,
                           flagged_tier=flags.FLAGGED,
                           evidence=scale.EVIDENCE_POINTS, **build())
