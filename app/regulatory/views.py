"""The regulatory feed page: the curated references with filters (htmx), each linked to its official text."""

from urllib.parse import urlencode

from flask import render_template, request
from flask_babel import gettext as _

from app.platform.errors import load_or_400
from app.platform.headers import htmx_fragment, page_blueprint
from app.platform.listing import Window, html_pager
from app.regulatory import service
from app.regulatory.schemas import TAGS, FeedArgs

bp = page_blueprint("regulatory_pages", __name__)
PAGE_SIZE = 50
TAG_NAMES = {"mica": "MiCA", "esma": "ESMA", "eba": "EBA", "amf": "AMF", "bafin": "BaFin", "finma": "FINMA",
             "aml": "AML", "dlt": "DLT"}
ARGS = FeedArgs()


@bp.get("/regulatory")
def feed_page():
    """The feed, newest first; the filters' fragment when htmx asks."""
    given = {k: v for k, v in request.args.items() if k in ("jurisdiction", "tag", "since", "offset") and v != ""}
    args = load_or_400(ARGS, given, _("Some filters are not valid."))
    result = service.feed(Window(PAGE_SIZE, args["offset"]), args["jurisdiction"], args["tag"], args["since"])
    keep = result.found.params
    paged = html_pager(result.page, result.pages,
                       link=lambda n: urlencode({**keep, **({"offset": (n - 1) * PAGE_SIZE} if n > 1 else {})}))
    context = {"result": result, "args": args, "tags": TAGS, "tag_names": TAG_NAMES, "places": service.jurisdictions(),
               "keep": keep, "paged": paged}
    if htmx_fragment():
        return render_template("regulatory/_list.html", **context)
    return render_template("regulatory/feed.html", **context)
