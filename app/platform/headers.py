"""Headers on every response: protocol version, logo, response time, request id, security, CORS."""

from __future__ import annotations

import re
import secrets
import time
from functools import wraps

from flask import Flask, current_app, g, request
from werkzeug.http import http_date

from app.config import PROTOCOL_VERSION
from app.platform import response_headers
from app.platform.etags import content_digest
from app.platform.urls import base_url, external_url, per_host

LOGO_FILE = "img/svc-logo.svg"
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
STRICT_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
              "connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
EXPOSED = response_headers.exposed()  # the declared response headers, one list (app/platform/response_headers.py)


def allow_any_frame(view):
    """Opt one route (an embed) out of the strict frame rule: any site may frame it."""

    @wraps(view)
    def wrapper(*args, **kwargs):
        g.svc_frame_any = True
        return view(*args, **kwargs)

    return wrapper


HSTS = "max-age=31536000; includeSubDomains"


def behind_https() -> bool:
    """True when the hub's public address (BASE_URL) is https: its cookies are Secure and its pages send HSTS."""
    return current_app.config.get("BASE_URL", "").startswith("https://")


def _start():
    g.svc_started = time.perf_counter()
    incoming = request.headers.get("X-Request-ID", "")
    g.request_id = incoming if _REQUEST_ID.match(incoming) else secrets.token_hex(8)


def put_headers(response, items) -> None:
    """Set each (name, value) on the response, replacing a header of that name: the response's header list is read
    once for all of them, not once per header."""
    headers = response.headers
    present = {name.lower() for name, _ in headers.items()}
    for name, value in items:
        if name.lower() in present:
            headers[name] = value
        else:
            headers.add(name, value)


def _logo_url() -> str:
    """The logo's URL under this request's base (built once per base)."""
    return per_host("svc_logo_urls", base_url(), lambda: external_url("static", filename=LOGO_FILE))


_FIXED = (("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "strict-origin-when-cross-origin"))
_API_CORS = (("Access-Control-Allow-Origin", "*"),
             ("Access-Control-Allow-Headers", "Authorization, Content-Type, Idempotency-Key"))


def _finish(response):
    items = [("X-SVC-Protocol-Version", PROTOCOL_VERSION), ("X-SVC-Logo", _logo_url()),
             ("X-Request-ID", g.get("request_id", "")), *_FIXED]
    if behind_https():
        items.append(("Strict-Transport-Security", HSTS))
    if g.get("svc_frame_any"):
        items.append(("Content-Security-Policy", STRICT_CSP.replace("frame-ancestors 'none'", "frame-ancestors *")))
        response.headers.pop("X-Frame-Options", None)
    else:
        if "Content-Security-Policy" not in response.headers:
            items.append(("Content-Security-Policy", STRICT_CSP))
        items.append(("X-Frame-Options", "DENY"))
    path = request.path
    if path.startswith("/api/"):
        items.extend(_API_CORS)
        if request.method == "OPTIONS" and response.allow:
            # a preflight learns the methods this path answers (Flask's Allow), never ones it refuses with 405
            items.append(("Access-Control-Allow-Methods", response.headers["Allow"]))
        items.append(("Access-Control-Expose-Headers", EXPOSED))
    if g.get("svc_link"):
        items.append(("Link", g.svc_link))
    if path.startswith("/api/v1/"):
        elapsed = (time.perf_counter() - g.get("svc_started", time.perf_counter())) * 1000
        items.append(("X-Response-Time", f"{elapsed:.1f}ms"))
    put_headers(response, items)
    return response


_CONDITIONAL = ("HTTP_IF_NONE_MATCH", "HTTP_IF_MATCH", "HTTP_IF_MODIFIED_SINCE", "HTTP_IF_UNMODIFIED_SINCE",
                "HTTP_RANGE", "HTTP_IF_RANGE")


def _json_type(mimetype: str | None) -> bool:
    """application/json and its structured-suffix kin (application/ld+json, application/problem+json)."""
    return mimetype == "application/json" or (mimetype or "").endswith("+json")


def _conditional(response):
    """A JSON read under /api/ answers a strong ETag (app.platform.etags: the answer's hash without its closing
    computed_at second) and, when the caller's If-None-Match names it, 304 with no body: a client polling an
    unchanged list or score downloads nothing."""
    if (request.method not in ("GET", "HEAD") or response.status_code != 200 or response.is_streamed
            or response.direct_passthrough or not _json_type(response.mimetype)
            or not request.path.startswith("/api/")):
        return response
    if "ETag" not in response.headers:  # a kept answer brings the hash it was kept with
        response.set_etag(content_digest(response.get_data()))
    environ = request.environ
    if any(name in environ for name in _CONDITIONAL):
        return response.make_conditional(request)
    # nothing to compare against: what make_conditional would do then (a Date, a length), without its parsing
    if "Date" not in response.headers:
        response.headers.add("Date", http_date())
    if response.automatically_set_content_length and "Content-Length" not in response.headers:
        length = response.calculate_content_length()
        if length is not None:
            response.headers["Content-Length"] = str(length)
    return response


def init_app(app: Flask) -> None:
    if app.config.get("BASE_URL", "").startswith("https://"):  # behind HTTPS, Flask's session cookie is Secure too
        app.config["SESSION_COOKIE_SECURE"] = True
    app.config.setdefault("SESSION_COOKIE_SAMESITE", "Lax")
    app.before_request(_start)
    app.after_request(_conditional)  # after_request hooks run last-registered first: this one sees every header
    app.after_request(_finish)


def page_blueprint(name: str, import_name: str):
    """A blueprint of HTML pages: every route in it shares the per-IP page limit (SVC_PAGE_LIMIT)."""
    from flask import Blueprint

    from app.extensions import limiter

    bp = Blueprint(name, import_name)
    limiter.shared_limit(lambda: current_app.config["SVC_PAGE_LIMIT"], scope="pages")(bp)
    return bp


def setting_limit(name: str):
    """A flask-limiter limit read from a setting when the request comes (so tests and deployments can change it)."""
    return lambda: current_app.config[name]


def htmx_fragment() -> bool:
    """True when htmx asks for a fragment: not for a history restore, which needs the whole page."""
    return request.headers.get("HX-Request") == "true" and request.headers.get("HX-History-Restore-Request") != "true"
