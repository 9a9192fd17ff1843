"""Bearer keys on protected routes: one decorator per rule, used by every domain.

- require_key: any valid key; 401 missing_api_key / invalid_api_key; counts the monthly quota.
- require_premium(status=403): a premium or enterprise key; 403 (or 402) premium_required.
- optional_key: anonymous callers pass; a key, when sent, is checked and counted.
"""

from __future__ import annotations

import re
from copy import deepcopy
from functools import wraps

from flask import g, request
from flask_smorest.utils import deepupdate

from app.platform import quota
from app.platform.errors import ApiError

_BEARER = re.compile(r"^\s*Bearer\s+(\S+)\s*$", re.IGNORECASE)
SECURITY_SCHEME = {"bearerAuth": {"type": "http", "scheme": "bearer",
                                  "description": "svc_pk_live_..., svc_pk_test_... or svc_pk_test_demo"}}


def current_key():
    """The authenticated key of this request, or None."""
    return g.get("api_key")


def bearer_secret() -> str | None:
    header = request.headers.get("Authorization", "")
    match = _BEARER.match(header)
    return match.group(1) if match else None


def authenticate():
    """The key of the request's Bearer header, or 401."""
    from app.keys.service import find_active

    secret = bearer_secret()
    if not secret:
        raise ApiError(401, "missing_api_key", "Send your key as 'Authorization: Bearer <key>'.",
                       headers={"WWW-Authenticate": 'Bearer realm="svc"'})
    key = find_active(secret)
    if key is None:
        raise ApiError(401, "invalid_api_key", "This key is unknown or revoked.",
                       headers={"WWW-Authenticate": 'Bearer realm="svc", error="invalid_token"'})
    g.api_key = key
    return key


def _document(wrapper, responses: dict, security: list | None = None) -> None:
    doc = deepcopy(getattr(wrapper, "_apidoc", {}))
    doc["manual_doc"] = deepupdate(deepcopy(doc.get("manual_doc", {})), {
        "security": security or [{"bearerAuth": []}],
        "responses": responses,
    })
    wrapper._apidoc = doc


def _guard(fn, check, responses: dict):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        key = authenticate()
        check(key)
        quota.consume(key.id, key.quota_class)
        return fn(*args, **kwargs)

    _document(wrapper, responses)
    return wrapper


def require_key(fn):
    """Any valid, unrevoked key; counts one unit of its monthly quota."""
    return _guard(fn, lambda key: None, {"401": "UNAUTHORIZED", "429": "TOO_MANY_REQUESTS"})


def optional_key(fn):
    """Anonymous callers pass; a Bearer key, when sent, must be valid and counts on its quota."""

    @wraps(fn)
    def wrapper(*args, **kwargs):
        if request.headers.get("Authorization"):
            key = authenticate()
            quota.consume(key.id, key.quota_class)
        return fn(*args, **kwargs)

    _document(wrapper, {"401": "UNAUTHORIZED", "429": "TOO_MANY_REQUESTS"}, security=[{}, {"bearerAuth": []}])
    return wrapper


def caller_tier() -> str:
    key = current_key()
    if key is None:
        return "anonymous"
    return "demo" if key.is_demo else key.tier


def premium_required(status: int = 403) -> ApiError:
    """The error a non-premium caller gets on a premium feature."""
    return ApiError(status, "premium_required", "This feature needs a premium or enterprise key.",
                    details={"tier": caller_tier()})


def require_premium(fn=None, *, status: int = 403):
    """A premium or enterprise key; free and demo keys get `status` premium_required."""

    def check(key):
        if not key.is_premium:
            raise premium_required(status)

    def decorate(func):
        return _guard(func, check, {"401": "UNAUTHORIZED", str(status): "PAYMENT_REQUIRED"
                                    if status == 402 else "FORBIDDEN", "429": "TOO_MANY_REQUESTS"})

    return decorate(fn) if fn is not None else decorate
