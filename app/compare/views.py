"""The compare page (the URL share_url gives) and the report verification page."""


from flask import render_template, request

from app.catalogue import trail
from app.catalogue.labels import RISK_TIER_RULE
from app.catalogue.query import PRESET_DOC
from app.compare import alerts, benchmarks, service
from app.compare.errors import WrongCount
from app.extensions import limiter
from app.platform.embed import DEFAULT_OPTIONS, Widget, embed_options, frame_id, loader_script, partner_name
from app.platform.errors import DomainError
from app.platform.headers import allow_any_frame, page_blueprint, setting_limit

bp = page_blueprint("compare_pages", __name__)


def _requested_ids() -> list[str]:
    values = request.args.getlist("ids")
    return [i for v in values for i in v.split(",") if i.strip()]


@bp.get("/compare")
def compare():
    """2 to 4 products side by side; the way back is the screener the reader came from (app/catalogue/trail.py),
    else the screener with these products ticked."""
    ids = _requested_ids()
    came_from = trail.came_from()
    back = came_from or trail.with_picked(None, trail.picked_ids(",".join(ids)))
    try:
        result = service.compare_ids(ids)
    except DomainError as error:
        return render_template("compare/compare.html", error=error, ids=ids, back=back, came_from=came_from,
                               wrong_count=isinstance(error, WrongCount),
                               asked=len(dict.fromkeys(ids))), error.status
    marks = {c: benchmarks.benchmark(c) for c in sorted({p["category"] for p in result.products})}
    stated, unstated = service.stated_metrics(result.products)
    return render_template("compare/compare.html", result=result, benchmarks=marks, ids=ids, back=back,
                           came_from=came_from, metrics=stated, unstated=unstated)


@bp.get("/compare/verify")
def verify_page():
    """A report's or snapshot's hash with its HMAC, or its Ed25519 signature and key id (as its QR code gives)."""
    form = {name: (request.args.get(name) or "").strip() for name in ("hash", "sig", "ed25519_sig", "key_id")}
    result, error = None, None
    if any(form.values()):
        try:
            result = service.verify(form["hash"], form["sig"], form["ed25519_sig"], form["key_id"])
        except DomainError as exc:
            error = exc
    status = error.status if error else 200
    return render_template("compare/verify.html", result=result, error=error, form=form), status


@bp.get("/embed/compare")
@limiter.limit(setting_limit("SVC_EMBED_LIMIT"), override_defaults=True)
@allow_any_frame
def embed():
    """The partner widget: up to 4 products, or a live screener sample, with a signed-snapshot badge; the partner
    picks the theme (dark, light, auto) and the background (the theme's, or transparent)."""
    ids = _requested_ids()
    frame, partner = frame_id(request.args.get("frame")), partner_name(request.args.get("partner"))
    options = dict(DEFAULT_OPTIONS)
    try:
        options = embed_options(request.args.get("theme"), request.args.get("bg"))
        widget = service.embed_content(ids)
    except DomainError as error:
        return render_template("compare_embed.html", error=error, frame=frame, partner=partner, products=[],
                               sample=False, snapshot=None, share_url="", **options), error.status
    return render_template("compare_embed.html", frame=frame, partner=partner, **options, products=widget.products,
                           sample=widget.sample, snapshot=widget.snapshot, share_url=widget.snapshot.share_url,
                           verify_url=widget.snapshot.verify_url)


COMPARE_WIDGET = Widget(name="svc-compare", script="svc-compare.js", marker="data-svc-compare", key_attr="data-ids",
                        param="ids", endpoint="compare_pages.embed", title="Tokenized products compared", height=360,
                        max_height=4000)


@bp.get("/svc-compare.js")
def embed_script():
    """The script that turns each [data-svc-compare][data-ids] element into the comparison widget."""
    return loader_script(COMPARE_WIDGET)


@bp.route("/compare/alerts/<any(confirm, unsubscribe):action>", methods=["GET", "POST"])
def alert_link(action):
    """GET shows a button (mail scanners fetch links); POST does it."""
    link_token = request.values.get("token", "")
    if request.method == "GET":
        return render_template("compare/alert_link.html", action=action, token=link_token, result=None)
    try:
        result = (alerts.confirm if action == "confirm" else alerts.unsubscribe)(link_token)
    except DomainError as error:
        return render_template("compare/alert_link.html", action=action, token="", error=error), error.status
    return render_template("compare/alert_link.html", action=action, token="", result=result)


def hub_rules() -> dict:
    """What the developer hub's compare section reads: the screener's presets and the risk tier rule."""
    return {"presets": PRESET_DOC, "risk_rule": RISK_TIER_RULE}
