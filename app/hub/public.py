"""The status page (the probes GET /api/v1/status runs) and the llms.txt files."""

from flask import Response, render_template, request

from app.hub import llms, service
from app.platform.headers import page_blueprint
from app.platform.signing import sha256_hex

bp = page_blueprint("hub_public", __name__)


@bp.get("/status")
def status_page():
    """Each probe's state, latency and the time it was checked; 503 when the database is down, as the API says."""
    found, code = service.status()
    return render_template("hub/status.html", status=found), code


def _text(body: str) -> Response:
    response = Response(body, mimetype="text/plain")
    response.set_etag(sha256_hex(body.encode()))
    response.headers["Cache-Control"] = "public, max-age=300"
    return response.make_conditional(request)


@bp.get("/llms.txt")
def llms_txt():
    return _text(llms.llms_txt())


@bp.get("/llms-full.txt")
def llms_full_txt():
    return _text(llms.llms_txt(full=True))
