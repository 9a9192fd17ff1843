"""The green partner widgets: a green index member's score (an iframe, or the green-score.js script that makes
one), and the eau check of a description of a water asset. Any site may frame them; SVC_EMBED_LIMIT per address.

Same conventions as the compare widget: theme=dark|light|auto, bg=theme|transparent, partner, frame (the id the
script gave, echoed in the height messages of static/js/embed-frame.js).
"""

from __future__ import annotations

from flask import render_template, request

from app.extensions import limiter
from app.green import service, words
from app.green.errors import InvalidRequest
from app.platform.embed import (
    DEFAULT_OPTIONS,
    Widget,
    embed_options,
    frame_id,
    loader_script,
    partner_code,
    partner_name,
)
from app.platform.errors import DomainError
from app.platform.headers import allow_any_frame, page_blueprint, setting_limit

bp = page_blueprint("green_embeds", __name__)


@bp.context_processor
def _words() -> dict:
    return {"gword": words.word}


def _asked_member() -> dict:
    asked = (request.args.get("id") or "").strip()
    if not asked:
        message = "Give the id of a green index member: ?id=verra-1477, for example."
        raise InvalidRequest(message, field="id")
    return service.unified(asked)


@bp.get("/embed/green-score")
@limiter.limit(setting_limit("SVC_EMBED_LIMIT"), override_defaults=True)
@allow_any_frame
def score_embed():
    """A member's composite and tier, its CQS and/or Watt, its rank, the date, and a badge to its page."""
    context = {"frame": frame_id(request.args.get("frame")), "partner": partner_name(request.args.get("partner")),
               "member": None, "error": None, **DEFAULT_OPTIONS}
    try:
        context.update(embed_options(request.args.get("theme"), request.args.get("bg")))
        context["member"] = _asked_member()
    except DomainError as error:
        return render_template("green_score_embed.html", **{**context, "error": error}), error.status
    return render_template("green_score_embed.html", **context)


SCORE_WIDGET = Widget(name="svc-green-score", script="green-score.js", marker="data-svc-green-score",
                      key_attr="data-id", param="id", endpoint="green_embeds.score_embed", title="Green score",
                      height=260, max_height=2000)


@bp.get("/green-score.js")
def score_script():
    """The script that turns each [data-svc-green-score][data-id] element into the green score widget."""
    return loader_script(SCORE_WIDGET)


@bp.route("/eau/embed", methods=["GET", "POST"])
@limiter.limit(setting_limit("SVC_EMBED_LIMIT"), override_defaults=True)
@allow_any_frame
def eau_embed():
    """The water check: a description in, its H2O score out, with what was read from which words."""
    context = {"frame": frame_id(request.args.get("frame")), "partner": "", "result": None, "error": None,
               "text": request.form.get("text", "") if request.method == "POST" else "", **DEFAULT_OPTIONS}
    try:
        context["partner"] = partner_code(request.args.get("partner"))
        context.update(embed_options(request.args.get("theme"), request.args.get("bg")))
        if request.method == "POST":
            context["result"] = service.free_text(context["text"], "water")
    except DomainError as error:
        context["error"] = error
    status = context["error"].status if context["error"] else 200
    return render_template("eau_embed.html", keep=_kept(context), **context), status


def _kept(context: dict) -> dict:
    """The query the form posts back to: the checked theme, background and partner, the frame id, the language."""
    kept = {"theme": context["theme"], "bg": context["bg"], "partner": context["partner"], "frame": context["frame"],
            "lang": request.args.get("lang", "")}
    return {k: v for k, v in kept.items() if v}


EAU_WIDGET = Widget(name="svc-eau", script="eau-check.js", marker="data-svc-eau", key_attr="data-partner",
                    param="partner", endpoint="green_embeds.eau_embed", title="Water check", height=560,
                    max_height=3000)


@bp.get("/eau-check.js")
def eau_script():
    """The script that turns each [data-svc-eau] element into the water check (data-partner: the partner's code)."""
    return loader_script(EAU_WIDGET)
