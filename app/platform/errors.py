"""Domain errors, ApiError and the one error envelope: {"error": {"code", "message", "details"?}}.

A domain raises its own errors (DomainError subclasses in app/<domain>/errors.py, most of them under one of the
generic bases below) and its `Domain(errors=...)` declares the HTTP status and stable code each answers. ApiError is
the refusal that names its own status and code: the doors' and the platform helpers'. One handler answers both: the
envelope as JSON on API paths, an HTML error page with the same code and message elsewhere.
"""

from __future__ import annotations

import logging
import time

from flask import Flask, g, jsonify, make_response, render_template, request
from flask_babel import gettext as _
from flask_limiter.errors import RateLimitExceeded
from markupsafe import escape
from werkzeug.exceptions import HTTPException, SecurityError

from app.platform.meta import meta

log = logging.getLogger("svc.errors")

DEFAULT_CODES = {
    400: ("bad_request", "The request could not be understood."),
    401: ("unauthorized", "Authentication is required."),
    402: ("payment_required", "A paid tier is required."),
    403: ("forbidden", "This key may not do that."),
    404: ("not_found", "Nothing is found at this address."),
    405: ("method_not_allowed", "This method is not allowed here."),
    409: ("conflict", "The request conflicts with the current state."),
    413: ("payload_too_large", "The request body is larger than the hub accepts."),
    414: ("uri_too_long", "The path and query string are longer than the hub accepts."),
    415: ("unsupported_media_type", "Send the body as application/json."),
    429: ("rate_limited", "Too many requests; slow down."),
    500: ("internal_error", "Something went wrong on our side; it has been logged."),
    503: ("service_unavailable", "The service is not available right now."),
}

API_PREFIXES = ("/api/", "/v1/", "/.well-known/", "/svc-openapi", "/svc-postman")


class DomainError(Exception):
    """A refusal in a domain's words. Its status and code are what the domain's `Domain(errors=...)` declares for its
    class, or else for its nearest declared base (logged when answered: every class a domain raises should be
    declared); a class with no declared base answers 400 bad_request with its message. `default_message` is used
    when none is given."""

    default_message = "The request was refused."

    def __init__(self, message: str | None = None, details: dict | None = None, headers: dict | None = None):
        message = message or self.default_message
        super().__init__(message)
        self.message = message
        self.details = details
        self.headers = headers or {}

    @property
    def status(self) -> int:
        """The HTTP status the current app's declarations give this class (needs an app context)."""
        return declared(type(self))[0]

    @property
    def code(self) -> str:
        return declared(type(self))[1]


class NotFound(DomainError):
    """Nothing of that kind with that id (or not this caller's): 404 not_found unless declared otherwise."""

    default_message = "Nothing is found with that id."


class Invalid(DomainError):
    """A request a service checked and refused; `field` names the refused field in details.fields."""

    def __init__(self, message: str | None = None, details: dict | None = None, headers: dict | None = None,
                 *, field: str | None = None):
        message = message or self.default_message
        if field:
            details = {**(details or {}), "fields": {field: [message]}}
        super().__init__(message, details, headers)


class InvalidState(DomainError):
    """An object not in the state the move starts from; `state` is where it stands (details.status)."""

    def __init__(self, message: str | None = None, details: dict | None = None, headers: dict | None = None,
                 *, state: str | None = None):
        if state is not None:
            details = {**(details or {}), "status": state}
        super().__init__(message, details, headers)


class Conflict(DomainError):
    """The request collides with what exists or with a concurrent request."""


class LimitReached(DomainError):
    """A limit of the caller's (a count, a size per period) is used up."""


class Upstream(DomainError):
    """A service the hub asked on the caller's behalf refused, failed or did not answer."""


UNDECLARED = (400, "bad_request")  # a DomainError with no declared class in its bases


def declared(cls: type) -> tuple[int, str]:
    """(status, code) of a DomainError class: its own declaration in the current app's registry, else its nearest
    declared base's, else UNDECLARED."""
    from app.platform.domain import registry

    reg = registry()
    if cls not in reg.error_answers:
        reg.error_answers[cls] = next((reg.errors[base] for base in cls.__mro__ if base in reg.errors), UNDECLARED)
    return reg.error_answers[cls]


def _warn_if_undeclared(error: DomainError) -> None:
    """One log line each time the doors answer an error class its domain did not declare."""
    from app.platform.domain import registry

    cls = type(error)
    if not isinstance(error, ApiError) and cls not in registry().errors:
        log.warning("%s.%s is not declared by its domain: answered %s %s", cls.__module__, cls.__qualname__,
                    error.status, error.code)


class ApiError(DomainError):
    """A failure that names its own HTTP status and stable code: what the doors (api.py, views.py) and the
    platform's helpers raise; a domain's services raise the errors their Domain declares instead."""

    def __init__(self, status: int, code: str, message: str, details: dict | None = None,
                 headers: dict | None = None):
        super().__init__(message, details, headers)
        self._status = status
        self._code = code

    @property
    def status(self) -> int:
        return self._status

    @property
    def code(self) -> str:
        return self._code


def not_found(what: str = "resource") -> ApiError:
    """The 404 every domain answers for a missing or foreign object."""
    return ApiError(404, "not_found", f"No such {what}.")


def is_api_request() -> bool:
    return request.path.startswith(API_PREFIXES) or request.path == "/api"


def envelope(status: int, code: str, message: str, details: dict | None = None):
    """The error body as a dict."""
    body: dict = {"error": {"code": code, "message": message}}
    if details:
        body["error"]["details"] = details
    body["meta"] = meta()
    return body


def error_response(status: int, code: str, message: str, details: dict | None = None,
                   headers: dict | None = None):
    """Render a failure for the caller: the JSON envelope on the API, an HTML page elsewhere."""
    if is_api_request():
        response = jsonify(envelope(status, code, message, details))
    else:
        response = make_response(render_template("errors/error.html", status=status, code=code,
                                                 message=message))
    response.status_code = status
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def flatten_messages(messages, prefix: str = "") -> dict[str, list[str]]:
    """marshmallow's nested messages as {"a.b": [msg]}; the messages of list items join their list's key."""
    if not isinstance(messages, dict):
        items = messages if isinstance(messages, list) else [messages]
        return {prefix or "_schema": [str(m) for m in items]}
    out: dict[str, list[str]] = {}
    for key, value in messages.items():
        name = prefix if isinstance(key, int) or key == "_schema" and prefix else (
            f"{prefix}.{key}" if prefix else str(key))
        for field, msgs in flatten_messages(value, name).items():
            out.setdefault(field, []).extend(m for m in msgs if m not in out.get(field, []))
    return out


def refusal(schema, error, message="The request is not valid; see details.fields.", *, location: str = "",
            refuse_as: type[Invalid] = Invalid) -> Invalid:
    """What a schema refused, worded as the API door words it (400 validation_error unless the domain's class says
    otherwise): each refused field (named under `location`, "query" for a query string), and the values each
    refused enum accepts. `message` may be a function of the refused names; `refuse_as` is the domain's own
    Invalid class, where it has one."""
    names = list(error.messages)
    allowed = allowed_values(schema, names)
    return refuse_as(message(names) if callable(message) else message,
                     details={"fields": flatten_messages(error.messages, location),
                              **({"allowed": allowed} if allowed else {})})


def load_or_400(schema, data, message="The request is not valid; see details.fields.", *, location: str = "",
                refuse_as: type[Invalid] = Invalid):
    """What a schema loads from data, or the refusal() it names: the one way a service or a page checks a body,
    a form or a query string it was handed rather than one the API door parsed."""
    from marshmallow import ValidationError

    try:
        return schema.load(data)
    except ValidationError as error:
        raise refusal(schema, error, message, location=location, refuse_as=refuse_as) from error


def allowed_values(schema, names) -> dict[str, list[str]]:
    """The accepted values of the named fields that are enums (OneOf, or a list of OneOf)."""
    from marshmallow.validate import OneOf

    out = {}
    for name in names:
        field = getattr(schema, "fields", {}).get(name) if schema is not None else None
        inner = getattr(field, "inner", field)
        for validator in getattr(inner, "validators", None) or []:
            if isinstance(validator, OneOf):
                out[name] = [str(choice) for choice in validator.choices]
    return out


def _validation_details(messages: dict, schema=None) -> dict:
    """Flatten webargs messages ({location: {field: [msg]}}) into per-field messages, with enums' values."""
    fields: dict = {}
    allowed: dict = {}
    for location, errors in messages.items():
        if isinstance(errors, dict):
            fields.update(flatten_messages(errors, "" if location == "json" else location))
            allowed.update(allowed_values(schema, errors))
        else:
            fields[location] = [str(m) for m in (errors if isinstance(errors, list) else [errors])]
    return {"fields": fields, **({"allowed": allowed} if allowed else {})}


def _retry_after() -> int:
    """Seconds until the breached IP limit lets a request through again."""
    from app.extensions import limiter

    current = limiter.current_limit
    return max(1, current.reset_at - int(time.time())) if current else 60


UNTRUSTED_HOST_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>400 · {title}</title></head>
<body><main><h1>400 · {title}</h1><p>{message}</p><p><code>untrusted_host</code></p></main></body></html>
"""


def untrusted_host():
    """A Host header the hub does not answer to (TRUSTED_HOSTS): 400, as the envelope on API paths, else a plain page
    built without a URL (nothing can be linked to a host that is refused), and one log line, never a traceback."""
    from app.platform.i18n import current_locale

    log.warning("refused a request for an untrusted host %r: %s %s", request.environ.get("HTTP_HOST", "")[:200],
                request.method, request.path[:200])
    message = "This hub does not answer to that host name."
    if is_api_request():
        return make_response(jsonify(envelope(400, "untrusted_host", message)), 400)
    page = UNTRUSTED_HOST_PAGE.format(lang=escape(current_locale()), title=escape(_("Unknown host")),
                                      message=escape(_("This hub does not answer to that host name.")))
    return make_response(page, 400, {"Content-Type": "text/html; charset=utf-8"})


def handle_http_exception(error: HTTPException):
    if isinstance(error, SecurityError):  # Flask refused the Host header: no URL can be built for this request
        return untrusted_host()
    status = error.code or 500
    code, message = DEFAULT_CODES.get(status, ("http_error", error.description or "HTTP error"))
    details = None
    headers = {}
    data = getattr(error, "data", None) or {}
    if isinstance(error, RateLimitExceeded):
        details = {"limit": str(error.limit.limit), "scope": "ip"}
        message = f"Too many requests from this address: limit {error.limit.limit}."
        headers["Retry-After"] = str(_retry_after())
    elif status == 400 and data.get("messages"):
        code, message = "validation_error", "The request is not valid; see details.fields."
        details = _validation_details(data["messages"], data.get("schema"))
    elif status == 405:
        allowed = error.valid_methods if hasattr(error, "valid_methods") else None
        if allowed:
            headers["Allow"] = ", ".join(sorted(allowed))
            details = {"allowed_methods": sorted(allowed)}
    if data.get("headers"):
        headers.update(data["headers"])
    return error_response(status, code, message, details, headers)


def handle_domain_error(error: DomainError):
    """A domain's refusal or an ApiError, answered with its status and code."""
    _warn_if_undeclared(error)
    if error.code == "premium_required":
        g.svc_premium_refused = True  # the quota door gives back the unit this request was counted
    return error_response(error.status, error.code, error.message, error.details, error.headers)


def unavailable(error: Exception) -> bool:
    """A fault of the database or Redis: the caller gets 503 service_unavailable, not 500."""
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeout
    from sqlalchemy.exc import OperationalError
    from sqlalchemy.exc import TimeoutError as PoolTimeout

    return isinstance(error, OperationalError | PoolTimeout | RedisConnectionError | RedisTimeout)


def handle_unexpected(error: Exception):
    if isinstance(error, HTTPException):
        return handle_http_exception(error)
    request_id = getattr(g, "request_id", None)
    if unavailable(error):
        log.warning("dependency unavailable (request_id=%s): %s", request_id, type(error).__name__)
        from app.extensions import db

        db.session.rollback()
        return error_response(503, *DEFAULT_CODES[503], details={"request_id": request_id},
                              headers={"Retry-After": "5"})
    log.exception("unhandled error (request_id=%s) on %s %s", request_id, request.method, request.path)
    from app.extensions import db

    db.session.rollback()
    return error_response(500, *DEFAULT_CODES[500], details={"request_id": request_id})


def register_error_handlers(app: Flask) -> None:
    """Route every failure through the envelope."""
    app.register_error_handler(DomainError, handle_domain_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(Exception, handle_unexpected)


def catalogue() -> list[dict]:
    """Every error code the hub answers, with its status and meaning (app/platform/error_codes.py)."""
    from app.platform.error_codes import catalogue as codes

    return codes()
