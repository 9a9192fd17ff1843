"""What every partner widget shares: the partner's theme and background, the frame id its script gives, the
partner's name or code shown in the widget (the compare and the green widgets alike).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from urllib.parse import urlencode

from flask import Response, render_template, url_for
from markupsafe import escape

from app.platform.errors import ApiError
from app.platform.urls import absolute

EMBED_THEMES, EMBED_BACKGROUNDS = ("dark", "light", "auto"), ("theme", "transparent")
FRAME_ID = re.compile(r"^[a-z0-9-]{1,40}$")
PARTNER_CODE = re.compile(r"^[A-Za-z0-9-]{1,40}$")
DEFAULT_OPTIONS = {"theme": "dark", "bg": "theme"}


def embed_options(theme: str | None, bg: str | None) -> dict:
    """The partner's choice of theme (dark by default; auto follows the reader's system) and background (the
    theme's own, or transparent so the partner's page shows through); anything else is a 400."""
    theme, bg = theme or DEFAULT_OPTIONS["theme"], bg or DEFAULT_OPTIONS["bg"]
    bad = {name: f"{name} must be one of: {', '.join(allowed)}." for name, value, allowed in (
        ("theme", theme, EMBED_THEMES), ("bg", bg, EMBED_BACKGROUNDS)) if value not in allowed}
    if bad:
        raise ApiError(400, "validation_error", " ".join(bad.values()),
                       details={"fields": {name: [text] for name, text in bad.items()}})
    return {"theme": theme, "bg": bg}


def frame_id(value: str | None) -> str:
    """The id the embedding script gave the frame (echoed in its height messages), or "" when malformed."""
    return value if value and FRAME_ID.match(value) else ""


def partner_name(value: str | None) -> str:
    """A partner's display name, as the partner wrote it (escaped when shown), at most 60 characters."""
    return (value or "").strip()[:60]


def partner_code(value: str | None) -> str:
    """A partner code: letters, digits and dashes, at most 40; empty when none is given; a 400 otherwise."""
    value = (value or "").strip()
    if value and not PARTNER_CODE.match(value):
        message = "partner must be letters, digits and dashes, at most 40."
        raise ApiError(400, "validation_error", message, details={"fields": {"partner": [message]}})
    return value


@dataclass(frozen=True)
class Widget:
    """What a widget's loader script needs: the element marker, the attribute and query parameter it reads, the
    iframe's route, title and heights, and the height message its frame sends (embed-frame.js)."""

    name: str
    script: str
    marker: str
    key_attr: str
    param: str
    endpoint: str
    title: str
    height: int
    max_height: int

    @property
    def message(self) -> str:
        return f"{self.name}:height"


def loader_script(widget: Widget) -> Response:
    """The one loader every widget's script is (embeds/widget-loader.js), configured for this widget."""
    config = {**asdict(widget), "message": widget.message, "path": url_for(widget.endpoint)}
    body = render_template("widget-loader.js", widget=config)
    response = Response(body, mimetype="application/javascript")
    response.headers["Cache-Control"] = "public, max-age=3600"
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


@dataclass(frozen=True)
class Snippets:
    """A widget's two snippets for a partner's page: the iframe (its address, absolute under BASE_URL) and the
    element the widget's loader script reads, followed by that script."""

    src: str
    iframe: str
    script: str


def snippets(endpoint: str, script_endpoint: str, title: str, marker: str, keyed: dict, query: dict,
             height: int) -> Snippets:
    """The one way every page (the embed builder, a green asset's page, the water page) writes a widget's snippets:
    the iframe shows this query at this height; the script's element carries the ids (keyed: {key_attr: ids}) and
    the theme, background, partner and language as data-* attributes."""
    src = f"{absolute(url_for(endpoint))}?{urlencode(query)}"
    iframe = (f'<iframe src="{escape(src)}" title="{escape(title)}" width="100%" height="{height}" '
              f'style="border:0;max-width:100%" loading="lazy"></iframe>')
    attrs = {k: v for k, v in keyed.items() if k and v}
    attrs.update({f"data-{k}": v for k, v in query.items() if k in ("theme", "bg", "partner", "lang")})
    div = " ".join([marker, *(f'{k}="{escape(v)}"' for k, v in attrs.items())])
    script = f'<div {div}></div>\n<script src="{escape(absolute(url_for(script_endpoint)))}"></script>'
    return Snippets(src, iframe, script)
