"""The embed builder page, /developers/embeds: pick a widget and its options, see it, copy its snippets.

A plain GET form (htmx swaps the builder in place); a bad choice is the same page with its error, answered 400.
"""

from urllib.parse import urlencode

from flask import render_template, request

from app.hub import embed_builder
from app.platform.errors import DomainError
from app.platform.headers import page_blueprint

bp = page_blueprint("hub_builder", __name__)


@bp.get("/developers/embeds")
def embeds():
    """The builder: the choice as asked, its live preview, the iframe and script snippets."""
    context = {"kinds": embed_builder.kinds(), "offered": embed_builder.offered_ids(), "args": request.args,
               "build": None, "error": None,
               "keep": urlencode([(k, v) for k, v in request.args.items(multi=True) if k != "lang"])}
    try:
        context["build"] = embed_builder.build(embed_builder.choose(request.args))
    except DomainError as error:
        return render_template("hub/docs/embeds.html", **{**context, "error": error}), error.status
    return render_template("hub/docs/embeds.html", **context)
