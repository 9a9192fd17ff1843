"""The screener (the hub's front page) and the product pages."""

from datetime import date

from flask import render_template, request
from flask_babel import gettext as _
from marshmallow import ValidationError

from app.catalogue import labels, query, service
from app.catalogue.schemas import ScreenerArgs, validation_error
from app.platform import charts
from app.platform import format as fmt
from app.platform.headers import page_blueprint

bp = page_blueprint("catalogue_pages", __name__)


@bp.get("/")
def screener():
    partial = request.headers.get("HX-Request") == "true"
    try:
        q = ScreenerArgs().load(request.args)
    except ValidationError as exc:
        q, result, error, links = None, None, validation_error(exc), None
    if q is not None:
        result, error = service.screen(q), None
        links = {"api": q.query_string(), "pages": [(n, q.query_string(page=n)) for n in range(1, result["pages"] + 1)]}
    context = {"result": result, "error": error, "links": links, "args": request.args, "presets": query.PRESET_DOC,
               "sorts": list(query.SORTS), "categories": labels.CATEGORIES, "tiers": labels.RISK_TIERS}
    status = error.status if error else 200
    if partial:
        return render_template("catalogue/_results.html", **context), status
    return render_template("catalogue/screener.html", **context), status


def dated_series(product, snapshots: list[dict], figure: str) -> list[tuple[str, float]]:
    """A figure's readings keyed by their own date (never the import time): the stored snapshots and the
    points kept with the product; oldest first. An undated reading cannot be placed, so it is left out."""
    as_of = "apy_as_of" if figure == "apy" else "tvl_as_of"
    dated = {snap[as_of]: snap[figure] for snap in snapshots if snap[figure] is not None and snap[as_of]}
    dated.update({when: value for when, value in (product.points or {}).get(figure, []) if when})
    return sorted(dated.items(), key=lambda item: (fmt.figure_date(item[0]) or date.min, item[0]))


@bp.get("/products/<string:product_id>")
def product(product_id):
    row = service.get(product_id)
    snapshots = service.history(product_id)
    history = []
    for figure, title, formatter in (("apy", _("APY history"), fmt.percent), ("tvl_usd", _("TVL history"), fmt.money)):
        points = dated_series(row, snapshots, figure)
        if points:
            history.append({"figure": figure, "title": title, "points": points,
                            "chart": charts.line(points, fmt=formatter, label=title)})
    return render_template("catalogue/product.html", p=service.read(row), history=history, snapshots=snapshots)
