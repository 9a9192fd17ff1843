"""The ETag of a JSON answer: the SHA-256 of its bytes, less the moment it was computed (`meta.computed_at`).

Every answer ends with `"meta": {..., "computed_at": ...}`; that moment says when, not what. Left in, the tag
would change every second and a client polling an unchanged list would never get its 304. Only the trailing
meta's moment is left out: a `computed_at` inside the data (a score's) is content and stays in."""

from __future__ import annotations

import re

from app.platform.signing import sha256_hex

_TRAILING_META_MOMENT = re.compile(rb'("meta":\{[^{}]*?)"computed_at":"[^"]*",?([^{}]*\}\}\s*)$')


def content_digest(body: bytes) -> str:
    """SHA-256 (hex) of a JSON answer without its trailing meta.computed_at."""
    return sha256_hex(_TRAILING_META_MOMENT.sub(rb"\1\2", body, count=1))
