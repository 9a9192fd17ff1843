"""The screener (the hub's front page), its export, and the product pages."""

import json
from dataclasses import replace
from datetime import date
from urllib.parse import urlencode

from flask import render_template, request
from flask_babel import gettext as _

from app.catalogue import export, facets, kept, labels, overview, query, service, trail
from app.catalogue.errors import InvalidFilter
from app.catalogue.query import ScreenerQuery
from app.catalogue.schemas import ExportArgs, ScreenerArgs, refused_filters
from app.platform import charts, listing
from app.platform import format as fmt
from app.platform.clock import utcnow
from app.platform.domain import panels
from app.platform.errors import load_or_400
from app.platform.headers import htmx_fragment, page_blueprint

bp = page_blueprint("catalogue_pages", __name__)


def _picked() -> list[str]:
    return trail.picked_ids(request.args.get("picked"))


def _links(q: ScreenerQuery, picked: list[str], pages: int) -> dict:
    """Query strings of every link the screener draws: pages, column sorts, exports, the selection's chips."""
    keep = {"picked": ",".join(picked)} if picked else {}
    sorts = {}
    for key in query.SORTS:
        state = ("ascending" if q.sort_dir == "asc" else "descending") if q.sort == key else None
        following = ("desc" if q.sort_dir == "asc" else "asc") if state else ("asc" if key == "name" else "desc")
        sorts[key] = {"state": state, "qs": replace(q, sort=key, sort_dir=following, page=1).query_string(**keep)}
    whole = replace(q, page=ScreenerQuery.page, limit=ScreenerQuery.limit)
    return {"api": q.query_string(), "sub_categories": _facet_links(q, keep),
            "pager": listing.html_pager(q.page, pages, link=lambda n: q.query_string(page=n, **keep)),
            "sorts": sorts, "export": {form: whole.query_string(format=form) for form in export.MEDIA},
            "unpick": {i: q.query_string(**({"picked": ",".join(o for o in picked if o != i)} if len(picked) > 1
                                             else {})) for i in picked}}


def _facet_links(q: ScreenerQuery, keep: dict) -> dict:
    """Query strings of the sub-category facet: one sub-category each (first page), and none (key ""); made once
    per catalogue version, query (its page aside) and selection."""
    first = replace(q, page=1)

    def make():
        seen = overview.seen(q).sub_categories
        one = replace(first, sub_category=("",)).params(**keep)  # the key in its place; each link sets its value
        links = {sub: urlencode({**one, "sub_category": sub}) for sub in seen}
        return {**links, "": replace(first, sub_category=()).query_string(**keep)}
    return facets.cache().get(("facet-links", first, tuple(keep.items())), make)


def _piece_keys(q: ScreenerQuery, picked: list[str]) -> dict:
    """The keys of the page's pieces drawn once per catalogue version and language (kept_html): the filter form
    (its query, page aside, the selection and whether the sort was asked for) and the market overview (its
    filters, the day and the stale threshold)."""
    asked = (bool(request.args.get("sort")), bool(request.args.get("sort_dir")))
    return {"form_key": (replace(q, page=1), tuple(picked), asked, request.script_root),
            "overview_key": (overview.filters(q), utcnow().date(), fmt.stale_days())}


def _preset_fields() -> str:
    """Each preset's fields as JSON (the preset menu's data), once per catalogue version."""
    return facets.cache().get("preset-fields", lambda: json.dumps(
        {name: query.build({"preset": name}).params() for name in query.PRESETS}))


SCREENER_ARGS = ScreenerArgs()  # one instance, as the API routes have: building a schema copies its fields


def _form_choices() -> dict:
    return {"presets": query.PRESET_DOC, "preset_fields": _preset_fields(), "sorts": list(query.SORTS),
            "categories": labels.CATEGORIES, "tiers": labels.RISK_TIERS, "facets": facets.values(),
            "bases": labels.APY_BASIS_LABELS, "evidence": query.EVIDENCE_FILTERS, "sources": query.SOURCES,
            "preset_rules": query.PRESETS, "limits": (25, 50, 100)}


@bp.get("/")
def screener():
    """The screener page, or its results fragment for htmx: rendered once per catalogue version and request."""
    return kept.page(_screener)


def _screener() -> tuple[str, int]:
    partial = htmx_fragment()
    picked = _picked()
    try:
        q, error = load_or_400(SCREENER_ARGS, request.args, refused_filters, location="query",
                               refuse_as=InvalidFilter), None
    except InvalidFilter as refused:
        q, error = None, refused
    context = {"error": error, "q": q or ScreenerQuery(), "args": request.args, **_form_choices(),
               "result": None, "links": None, "market": None, "stale_after": fmt.stale_days(),
               "seen": None, "today": utcnow().date().isoformat(), "form_key": None, "overview_key": None}
    if q is not None:
        result = service.screen(q)
        named = service.names(picked)
        picked = [i for i in picked if i in named]
        context.update(result=result, market=overview.overview(q), seen=overview.seen(q),
                       links=_links(q, picked, result.pages), picked=[(i, named[i]) for i in picked],
                       on_page={p["id"] for p in result.products}, **_piece_keys(q, picked))
    status = error.status if error else 200
    if partial:
        return render_template("catalogue/_results.html", **context), status
    return render_template("catalogue/screener.html", **context), status


@bp.get("/export")
def export_file():
    """The screener view as a CSV or JSON file (the page's export links): every matching product, not one page."""
    args = load_or_400(ExportArgs(), request.args, refused_filters, location="query", refuse_as=InvalidFilter)
    return export.download(args["query"], args["format"])


def dated_series(product, snapshots: list[dict], figure: str) -> list[tuple[str, float]]:
    """A figure's readings keyed by their own date (never the import time): the stored snapshots and the
    points kept with the product; oldest first. An undated reading cannot be placed, so it is left out."""
    as_of = "apy_as_of" if figure == "apy" else "tvl_as_of"
    dated = {snap[as_of]: snap[figure] for snap in snapshots if snap[figure] is not None and snap[as_of]}
    dated.update({when: value for when, value in (product.points or {}).get(figure, []) if when})
    return sorted(dated.items(), key=lambda item: (fmt.figure_date(item[0]) or date.min, item[0]))


@bp.get("/products/<string:product_id>")
def product(product_id):
    """A product's page: its figures, evidence, dated history and source, and the panels other domains add."""
    row = service.get(product_id)
    snapshots = service.history(product_id)
    history = []
    for figure, title, formatter in (("apy", _("APY history"), fmt.percent), ("tvl_usd", _("TVL history"), fmt.money)):
        points = dated_series(row, snapshots, figure)
        if points:
            history.append({"figure": figure, "title": title, "points": points,
                            "chart": charts.line(points, fmt=formatter, label=title)})
    shown = service.read(row)
    return render_template("catalogue/product.html", p=shown, history=history, snapshots=snapshots,
                           panels=panels("product", shown), trail=trail.for_product(product_id))
