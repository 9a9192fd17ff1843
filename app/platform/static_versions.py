"""Static files under versioned URLs: `url_for("static", filename=...)` adds `?v=` with the first 12 hex digits of
the file's SHA-256, so a changed file gets a new URL. A request whose `v` is the file's current version is cached for
a year as immutable; any other (no `v`, or an old one) for five minutes. The hash is read again when the file's
modification time or size changes, so an edited file is picked up without a restart; the file is looked at (one
stat) at most once a second per process, not on every url_for."""

from __future__ import annotations

import os
import time

from flask import Flask, current_app, request

from app.platform.signing import sha256_hex

IMMUTABLE = "public, max-age=31536000, immutable"
SHORT = "public, max-age=300"
_VERSION_LENGTH = 12
CHECK_EVERY = 1.0  # seconds between two looks at a file


def version(filename: str) -> str | None:
    """The content version of a static file, or None when there is no such file."""
    known = current_app.extensions.setdefault("svc_static_checked", {})
    now = time.monotonic()
    found = known.get(filename)
    if found is not None and now - found[0] < CHECK_EVERY:
        return found[1]
    current = _version(filename)
    known[filename] = (now, current)
    return current


def _version(filename: str) -> str | None:
    folder = current_app.static_folder
    path = os.path.realpath(os.path.join(folder, filename))
    if not path.startswith(os.path.realpath(folder) + os.sep):
        return None
    try:
        stat = os.stat(path)
    except OSError:
        return None
    kept = current_app.extensions.setdefault("svc_static_versions", {})
    key = (stat.st_mtime_ns, stat.st_size)
    if kept.get(path, (None,))[0] != key:
        with open(path, "rb") as handle:
            kept[path] = (key, sha256_hex(handle.read())[:_VERSION_LENGTH])
    return kept[path][1]


def _add_version(endpoint: str, values: dict) -> None:
    if endpoint == "static" and "filename" in values and "v" not in values:
        current = version(values["filename"])
        if current:
            values["v"] = current


def _cache_lifetime(response):
    if request.endpoint != "static" or response.status_code not in (200, 206, 304):
        return response
    filename = (request.view_args or {}).get("filename", "")
    asked = request.args.get("v")
    versioned = asked is not None and asked == version(filename)
    response.headers["Cache-Control"] = IMMUTABLE if versioned else SHORT
    return response


def init_app(app: Flask) -> None:
    app.url_defaults(_add_version)
    app.after_request(_cache_lifetime)
