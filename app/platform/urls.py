"""External URLs built from endpoints against BASE_URL, never from the request's Host header.

`external_url("attest_pages.show", attestation_id="att_...")` works in a request, a job or a CLI
command alike, because it binds the URL map to BASE_URL itself. `absolute("/developers#x")` turns a
site path kept in data files into a URL of the hub.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, current_app


def _adapter(app: Flask):
    adapter = app.extensions.get("svc_url_adapter")
    if adapter is None:
        base = urlsplit(app.config["BASE_URL"])
        adapter = app.url_map.bind(base.netloc, script_name=base.path or "/", url_scheme=base.scheme or "http")
        app.extensions["svc_url_adapter"] = adapter
    return adapter


def external_url(endpoint: str, _anchor: str | None = None, **values) -> str:
    """The absolute URL of an endpoint under BASE_URL (query arguments for values the rule does not take)."""
    url = _adapter(current_app).build(endpoint, values, force_external=True)
    return f"{url}#{_anchor}" if _anchor else url


def absolute(path: str) -> str:
    """A site path ("/developers#limits") as a URL under BASE_URL; an absolute URL is returned as is."""
    if "://" in path:
        return path
    return current_app.config["BASE_URL"].rstrip("/") + "/" + path.lstrip("/")


def init_app(app: Flask) -> None:
    app.jinja_env.globals["external_url"] = external_url
