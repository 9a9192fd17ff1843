"""Absolute URLs of the hub: under BASE_URL when it is set, else under the request's own (trusted) host.

`base_url()` is the one place that decides. With BASE_URL set, every link the hub writes starts with it, in a
request, a job or a CLI command alike. With BASE_URL unset, a request's links start with the scheme and host it
came on (`request.url_root`: the Host header, already checked against TRUSTED_HOSTS, with ProxyFix's view of the
scheme when SVC_TRUSTED_PROXIES is set), so a hub started on another port or host never advertises a default it
does not answer on; outside a request (a job, a webhook, a PDF rendered by a worker) `DEFAULT_BASE_URL` is used.

`external_url("attest_pages.show", attestation_id="att_...")` builds an endpoint's URL under that base;
`absolute("/developers#x")` turns a site path kept in data files into a URL of the hub.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, current_app, has_request_context, request
from werkzeug.exceptions import SecurityError

DEFAULT_BASE_URL = "http://127.0.0.1:5000"


def base_url() -> str:
    """The hub's public base URL, without a trailing slash: BASE_URL, else the request's host, else the default."""
    configured = current_app.config.get("BASE_URL")
    if configured:
        return configured.rstrip("/")
    if has_request_context():
        return _request_base()
    return DEFAULT_BASE_URL


def _request_base() -> str:
    """The request's own base, worked out once per scheme, host and root path the requests come with."""
    environ = request.environ
    key = (environ.get("wsgi.url_scheme"), environ.get("HTTP_HOST"), environ.get("SERVER_NAME"),
           environ.get("SERVER_PORT"), environ.get("SCRIPT_NAME"), tuple(request.trusted_hosts or ()))
    return per_host("svc_request_bases", key, _url_root)


def _url_root() -> str:
    try:
        return request.url_root.rstrip("/")
    except SecurityError:  # an untrusted Host: the request is refused (400 untrusted_host), its name never echoed
        return DEFAULT_BASE_URL


def per_host(name: str, key, make):
    """make(), kept in the app under `name` per key, a key that comes from requests' hosts: at most 64 of them
    are kept, so a flood of made-up Host headers cannot grow the memory."""
    kept = current_app.extensions.setdefault(name, {})
    found = kept.get(key)
    if found is None:
        if len(kept) >= 64:
            kept.clear()
        found = kept[key] = make()
    return found


def _adapter(app: Flask, base: str):
    adapters = app.extensions.setdefault("svc_url_adapters", {})
    adapter = adapters.get(base)
    if adapter is None:
        parts = urlsplit(base)
        adapter = app.url_map.bind(parts.netloc, script_name=parts.path or "/", url_scheme=parts.scheme or "http")
        if len(adapters) > 64:  # hosts come from requests: keep the memory bounded
            adapters.clear()
        adapters[base] = adapter
    return adapter


def external_url(endpoint: str, _anchor: str | None = None, **values) -> str:
    """The absolute URL of an endpoint under base_url() (query arguments for values the rule does not take)."""
    url = _adapter(current_app, base_url()).build(endpoint, values, force_external=True)
    return f"{url}#{_anchor}" if _anchor else url


def absolute(path: str) -> str:
    """A site path ("/developers#limits") as a URL under base_url(); an absolute URL is returned as is."""
    if "://" in path:
        return path
    return base_url() + "/" + path.lstrip("/")


def init_app(app: Flask) -> None:
    app.jinja_env.globals["external_url"] = external_url
    app.jinja_env.globals["base_url"] = base_url
