"""Whole screener answers kept per catalogue version: the page's HTML (and its htmx fragment), the JSON of
GET /api/compare and of the keyed GET /api/v1/products.

Such an answer depends on the request's host, path and query string, its language, the day (the stale marks
move with the date), the HX-Request header, and the catalogue, whose version every import and refresh
moves, and on nothing else. A second asker of the same view gets the stored text, after the same door as
the first (rate limits, keys, monthly quotas): the catalogue is read once per view and version, not once
per request. Only successful answers are kept; each process keeps at most SVC_ANSWER_CACHE of them
(oldest out first), and 0 turns keeping off (the benchmark measures uncached queries that way).
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, current_app, request

from app.catalogue import facets, service
from app.catalogue.query import ScreenerQuery
from app.catalogue.schemas import ProductPage
from app.platform.clock import utcnow
from app.platform.headers import htmx_fragment
from app.platform.i18n import current_locale


def _key(kind: str) -> tuple:
    hx = htmx_fragment()
    return kind, request.host, request.path, request.query_string, current_locale(), utcnow().date(), hx


def kept(kind: str, build: Callable[[], tuple[str, int]]) -> tuple[str, int]:
    """The text and status of this request's answer: the one kept for it in this catalogue version, or the
    one `build()` makes now (kept when its status is 200)."""
    size = current_app.config["SVC_ANSWER_CACHE"]
    if size <= 0:
        return build()
    cache = facets.cache("kept", size)
    version, key = cache.current_version(), _key(kind)
    found = cache.peek(key)
    if found is not None:
        return found, 200
    text, status = build()
    if status == 200:
        cache.put(key, text, version)
    return text, status


def json_answer(build: Callable[[], dict]) -> Response:
    """A JSON answer kept as its encoded text: `build()` (the dumped answer) runs only when nothing is kept."""
    text, status = kept("json", lambda: (current_app.json.dumps(build()), 200))
    return current_app.response_class(f"{text}\n", status=status, mimetype="application/json")


PRODUCT_PAGE = ProductPage()  # one instance: building a schema copies its fields, every time


def screener_json(q: ScreenerQuery) -> Response:
    """The screener's JSON answer to q (GET /api/compare and GET /api/v1/products), kept per version."""
    return json_answer(lambda: PRODUCT_PAGE.dump(service.screen(q)))
