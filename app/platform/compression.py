"""Answers sent compressed (flask-compress): brotli when the client takes it and the `brotli` package is installed,
else gzip, for pages, styles, scripts, JSON and the other text types; `Vary: Accept-Encoding` on each of them.

How it meets the rest of the platform:
- ETags. A compressed answer's strong ETag gets the encoding appended (`"<hash>:gzip"`): its bytes differ from the
  uncompressed answer's, so it may not share its strong validator. The hub's own conditional reads
  (app/platform/headers.py, answer_cache.py) run first on the uncompressed answer; flask-compress then evaluates
  If-None-Match again against the encoded tag, so a client sending back the tag it was given still gets 304.
- Streams. An answer streamed by its view (CSV exports, event streams) is left as it is, so it still streams. Static
  files, which Flask sends as a file stream, are read whole first (they are small) and compressed like any answer.
- Ranges. A 206 partial answer is never compressed: the range names bytes of the uncompressed file.
"""

from __future__ import annotations

from flask import Flask, current_app, request
from flask_compress import Compress

EXTRA_TYPES = ("application/ld+json", "application/problem+json", "application/geo+json", "application/yaml",
               "text/csv", "text/markdown", "application/openapi+json")
WHOLE_FILE_ENDPOINTS = frozenset({"static"})  # file streams read whole before they are compressed


def algorithms() -> list[str]:
    """The encodings offered, best first: brotli only where its package is installed."""
    try:
        import brotli  # noqa: F401
    except ImportError:
        return ["gzip"]
    return ["br", "gzip"]


def _compressed(response):
    if response.status_code == 206:
        return response
    if response.is_streamed:
        if request.endpoint not in WHOLE_FILE_ENDPOINTS or response.status_code != 200:
            return response
        response.direct_passthrough = False
        response.make_sequence()
    return current_app.extensions["svc_compress"].after_request(response)


def init_app(app: Flask) -> None:
    """Register before every other after_request hook: those run last-registered first, so this one runs last and
    sees the finished answer (its ETag, its headers)."""
    app.config.setdefault("COMPRESS_ALGORITHM", algorithms())
    app.config.setdefault("COMPRESS_REGISTER", False)  # _compressed calls it, with the rules above
    app.config.setdefault("COMPRESS_STREAMS", False)
    app.config.setdefault("COMPRESS_EVALUATE_CONDITIONAL_REQUEST", True)
    compress = Compress()
    compress.init_app(app)  # one per app: it keeps the app's types and encodings
    app.config["COMPRESS_MIMETYPES"] = [*app.config["COMPRESS_MIMETYPES"], *EXTRA_TYPES]
    compress.compress_mimetypes_set = set(app.config["COMPRESS_MIMETYPES"])
    app.extensions["svc_compress"] = compress
    app.after_request(_compressed)
