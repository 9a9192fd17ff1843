"""Whole answers kept per version of a counter (app/platform/counters.py): a page's HTML (and its htmx fragment),
or the JSON of a read, for any domain whose answers change only when its counter moves.

Such an answer depends on the request's host, path and query string, its language, the day (stale marks move
with the date), the HX-Request header, and the data the counter versions, and on nothing else. A second asker of
the same view gets the stored text, after the same door as the first (rate limits, keys, monthly quotas): the
data is read once per view and version, not once per request. Only successful answers are kept; each process
keeps at most SVC_ANSWER_CACHE of them per counter (oldest out first), and 0 turns keeping off (the benchmark
measures uncached queries that way).
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, current_app, g, request

from app.platform.clock import utcnow
from app.platform.counters import VersionedCache
from app.platform.etags import content_digest
from app.platform.headers import htmx_fragment
from app.platform.i18n import current_locale


def _cache(counter: str, size: int) -> VersionedCache:
    """This app's cache of the answers versioned by `counter`."""
    name = f"svc_answers_by_{counter}"
    found = current_app.extensions.get(name)
    if found is None:
        found = current_app.extensions[name] = VersionedCache(counter, size)
    return found


def _key(kind: str) -> tuple:
    hx = htmx_fragment()
    return kind, request.host, request.path, request.query_string, current_locale(), utcnow().date(), hx


def kept(counter: str, kind: str, build: Callable[[], tuple[str, int]]) -> tuple[str, int]:
    """The text and status of this request's answer: the one kept for it in the counter's current version, or
    the one `build()` makes now (kept when its status is 200)."""
    size = current_app.config["SVC_ANSWER_CACHE"]
    if size <= 0:
        return build()
    cache = _cache(counter, size)
    version, key = cache.current_version(), _key(kind)
    found = cache.peek(key)
    if found is not None:
        return found, 200
    text, status = build()
    if status == 200:
        cache.put(key, text, version)
    return text, status


def _json(build: Callable[[], object]) -> tuple[tuple[bytes, str, str | None], int]:
    body = f"{current_app.json.dumps(build())}\n".encode()
    return (body, content_digest(body), g.pop("svc_link", None)), 200


def json_answer(counter: str, build: Callable[[], object]) -> Response:
    """A JSON answer kept as its encoded bytes with their hash (its ETag) and its Link header: `build()` (the dumped
    answer) runs only when nothing is kept."""
    (body, digest, link), status = kept(counter, "json", lambda: _json(build))
    response = current_app.response_class(body, status=status, mimetype="application/json")
    response.set_etag(digest)
    if link:
        response.headers["Link"] = link
    return response
