"""The screener (the hub's front page) and the product pages."""

from flask import render_template, request
from marshmallow import ValidationError

from app.catalogue import labels, query, service
from app.catalogue.schemas import ScreenerArgs, validation_error
from app.platform import charts, listing
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
        links = {"api": q.query_string(), "pages": [(n, q.query_string(page=n) if n else None)
                                                    for n in listing.pager(result["page"], result["pages"])]}
    context = {"result": result, "error": error, "links": links, "args": request.args, "presets": query.PRESET_DOC,
               "sorts": list(query.SORTS), "categories": labels.CATEGORIES, "tiers": labels.RISK_TIERS}
    status = error.status if error else 200
    if partial:
        return render_template("catalogue/_results.html", **context), status
    return render_template("catalogue/screener.html", **context), status


@bp.get("/products/<string:product_id>")
def product(product_id):
    item = service.read(service.get(product_id))
    points = service.history(product_id)
    apy = [(p["taken_at"].strftime("%Y-%m-%d"), p["apy"]) for p in points if p["apy"] is not None]
    tvl = [(p["taken_at"].strftime("%Y-%m-%d"), p["tvl_usd"] / 1e6) for p in points if p["tvl_usd"] is not None]
    return render_template("catalogue/product.html", p=item,
                           apy_chart=charts.line(apy, y_max=max([v for _, v in apy] + [1]) * 1.2) if apy else None,
                           tvl_chart=charts.line(tvl, y_max=max([v for _, v in tvl] + [1]) * 1.2) if tvl else None,
                           snapshots=points)
