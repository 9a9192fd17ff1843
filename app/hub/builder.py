"""The embed builder page, /developers/embeds: pick a widget and its options, see it, copy its snippets.

A plain GET form (htmx swaps the builder in place); a bad choice is the same page with its error, answered 400.
"""

from urllib.parse import urlencode

from flask import render_template, request
from werkzeug.datastructures import MultiDict

from app.hub import embed_builder
from app.platform.errors import DomainError
from app.platform.headers import page_blueprint

bp = page_blueprint("hub_builder", __name__)


def _render(args) -> tuple[str, int]:
    """The builder for this choice: its live preview and snippets, or its error (with the error's status)."""
    context = {"kinds": embed_builder.kinds(), "offered": embed_builder.offered_ids(), "args": args,
               "build": None, "error": None,
               "keep": urlencode([(k, v) for k, v in args.items(multi=True) if k != "lang"])}
    try:
        context["build"] = embed_builder.build(embed_builder.choose(args))
    except DomainError as error:
        return render_template("hub/docs/embeds.html", **{**context, "error": error}), error.status
    return render_template("hub/docs/embeds.html", **context), 200


@bp.get("/developers/embeds")
def embeds():
    """The builder: the choice as asked, its live preview, the iframe and script snippets."""
    return _render(request.args)


def first_page() -> str:
    """The builder as it first opens, for the developer hub's search."""
    return _render(MultiDict())[0]
