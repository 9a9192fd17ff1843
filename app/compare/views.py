"""The compare page (the URL share_url gives) and the report verification page."""

from flask import Blueprint, render_template, request

from app.compare import benchmarks, service
from app.platform.errors import ApiError

bp = Blueprint("compare_pages", __name__)


def _requested_ids() -> list[str]:
    values = request.args.getlist("ids")
    return [i for v in values for i in v.split(",") if i.strip()]


@bp.get("/compare")
def compare():
    ids = _requested_ids()
    try:
        result = service.compare_ids(ids)
    except ApiError as error:
        return render_template("compare/compare.html", error=error, ids=ids), error.status
    marks = {c: benchmarks.benchmark(c) for c in sorted({p["category"] for p in result["products"]})}
    return render_template("compare/compare.html", result=result, benchmarks=marks, ids=ids,
                           metrics=list(service.METRICS))


@bp.get("/compare/verify")
def verify_page():
    content_hash, signature = request.args.get("hash", ""), request.args.get("sig", "")
    result, error = None, None
    if content_hash or signature:
        try:
            result = service.verify(content_hash, signature)
        except ApiError as exc:
            error = exc
    return render_template("compare/verify.html", result=result, error=error, content_hash=content_hash,
                           signature=signature), (error.status if error else 200)
