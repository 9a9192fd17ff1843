"""API keys as identity: Bearer parsing, a cached key lookup, and the access rule each route declares.

- require_key: any valid key; counts one unit of its monthly quota (`count=False` for managing
  your own key, which never counts and never waits on the quota).
- require_premium(status=403): a premium or enterprise key; 403 (or 402) premium_required.
- optional_key: anonymous callers pass; a key, when sent, must be valid and counts.
The decorators declare and document; app/platform/gate.py enforces them before the route runs.

Keys are cached in each process for SVC_KEY_CACHE_TTL seconds. Every revocation or tier change
bumps the `api_keys` counter in the same transaction, and each process reads its counters at most
once a second (app/platform/counters.py versions()): a revoked key is refused everywhere within a second.
"""

from __future__ import annotations

import re
import threading
import time
from copy import deepcopy
from dataclasses import dataclass
from datetime import datetime

from flask import current_app, g, request
from flask_smorest.utils import deepupdate
from sqlalchemy import or_, select

from app.extensions import db
from app.platform import counters, signing
from app.platform.clock import aware, iso, utcnow
from app.platform.errors import ApiError
from app.platform.models import ApiKey, TierRules

KEY_PREFIX = "svc_pk_"
VERSION_COUNTER = "api_keys"
_BEARER = re.compile(r"^\s*Bearer\s+(\S+)\s*$", re.IGNORECASE)
SECURITY_SCHEME = {"bearerAuth": {"type": "http", "scheme": "bearer",
                                  "description": "svc_pk_live_..., svc_pk_test_... or svc_pk_test_demo"}}


@dataclass(frozen=True)
class KeyIdentity(TierRules):
    """What a request knows of its key: enough to authorise and count, nothing secret."""

    id: int
    public_id: str
    tier: str
    mode: str
    is_demo: bool
    expires_at: datetime | None = None  # when this secret stops answering: the key's expiry, or a rotation's grace
    live_key_id: int | None = None

    @property
    def quota_key_id(self) -> int:
        """The key whose monthly quota this key's requests count on (a paid test key's live key)."""
        return self.live_key_id or self.id

    @property
    def expired(self) -> bool:
        return self.expires_at is not None and self.expires_at <= utcnow()


@dataclass(frozen=True)
class Policy:
    required: bool
    counts: bool = True
    premium_status: int | None = None


def hash_secret(secret: str) -> str:
    """What is stored of a key: its SHA-256, hex."""
    return signing.sha256_hex(secret.encode())


class KeyCache:
    """Keys by the hash of their secret, for a short time, dropped whenever the version counter moves."""

    def __init__(self, ttl: float):
        self.ttl, self.entries, self.lock = ttl, {}, threading.Lock()
        self.version: int | None = None
        self.generation = 0  # moves on every clear: a lookup that began before a clear may not fill the cache

    def _check_version(self) -> None:
        version = counters.versions().get(VERSION_COUNTER)  # one read of every counter, at most once a second
        if version != self.version:
            with self.lock:
                self.entries.clear()
                self.generation += 1
                self.version = version

    def get(self, digest: str) -> KeyIdentity | None:
        self._check_version()
        entry = self.entries.get(digest)
        if entry and entry[1] > time.monotonic():
            return entry[0]
        return None

    def put(self, digest: str, identity: KeyIdentity, generation: int) -> None:
        """Cache a key read while the cache was at `generation`; a clear since then wins."""
        with self.lock:
            if generation != self.generation:
                return
            if len(self.entries) > 50_000:
                self.entries.clear()
            self.entries[digest] = (identity, time.monotonic() + self.ttl)

    def forget(self) -> None:
        with self.lock:
            self.entries.clear()
            self.generation += 1
        counters.versions().forget()


def key_cache() -> KeyCache:
    cache = current_app.extensions.get("svc_key_cache")
    if cache is None:
        cache = current_app.extensions["svc_key_cache"] = KeyCache(current_app.config["SVC_KEY_CACHE_TTL"])
    return cache


_COLUMNS = (ApiKey.id, ApiKey.public_id, ApiKey.tier, ApiKey.mode, ApiKey.is_demo, ApiKey.expires_at,
            ApiKey.live_key_id, ApiKey.key_hash, ApiKey.previous_expires_at)


def _identity(row, digest: str) -> KeyIdentity:
    """The identity a stored row gives this secret: the previous secret of a rotated key ends with its grace."""
    ends = [aware(moment) for moment in (row.expires_at,) if moment is not None]
    if row.key_hash != digest:
        ends.append(aware(row.previous_expires_at) if row.previous_expires_at else utcnow())
    return KeyIdentity(row.id, row.public_id, row.tier, row.mode, row.is_demo, min(ends) if ends else None,
                       row.live_key_id)


def lookup(secret: str) -> KeyIdentity | None:
    """The unrevoked key with this secret (its current one, or the previous one of a rotation), cached, or None.
    An expired one is returned too: the door answers it expired_api_key."""
    if not secret.startswith(KEY_PREFIX) or len(secret) > 128:
        return None
    digest, cache = hash_secret(secret), key_cache()
    found = cache.get(digest)
    if found is not None:
        return found
    generation = cache.generation  # taken before the read: a revocation seen meanwhile keeps it out
    with db.engine.connect() as conn:
        row = conn.execute(select(*_COLUMNS).where(or_(ApiKey.key_hash == digest, ApiKey.previous_hash == digest),
                                                   ApiKey.revoked_at.is_(None))).first()
    if row is None:
        return None
    identity = _identity(row, digest)
    cache.put(digest, identity, generation)
    return identity


def page_key(secret: str | None, *, premium: bool = False) -> KeyIdentity:
    """The key a visitor typed into a page's form, checked and counted on its quota like an API call: 401 without
    a key or with an unknown one, 403 premium_required when the page needs a premium key."""
    from app.platform import quota

    if not secret or not secret.strip():
        raise missing_key()
    key = lookup(secret.strip())
    if key is None:
        raise invalid_key()
    if key.expired:
        raise expired_key(key)
    if premium and not key.is_premium:
        raise premium_required(403)
    quota.consume(key)
    return key


def bump_key_version() -> None:
    """Call in the transaction that revokes, rotates or changes a key's tier: every process drops its cache."""
    counters.bump(VERSION_COUNTER)
    key_cache().forget()


def current_key() -> KeyIdentity | None:
    """The authenticated key of this request, or None."""
    return g.get("api_key")


def bearer_secret() -> str | None:
    match = _BEARER.match(request.headers.get("Authorization", ""))
    return match.group(1) if match else None


def missing_key() -> ApiError:
    return ApiError(401, "missing_api_key", "Send your key as 'Authorization: Bearer <key>'.",
                    headers={"WWW-Authenticate": 'Bearer realm="svc"'})


def invalid_key() -> ApiError:
    return ApiError(401, "invalid_api_key", "This key is unknown or revoked.",
                    headers={"WWW-Authenticate": 'Bearer realm="svc", error="invalid_token"'})


def expired_key(key: KeyIdentity) -> ApiError:
    """A key past its expiry, or a rotated key's previous secret past its grace period."""
    return ApiError(401, "expired_api_key", "This key has expired; create or rotate to a new one.",
                    details={"expired_at": iso(key.expires_at)},
                    headers={"WWW-Authenticate": 'Bearer realm="svc", error="invalid_token", '
                                                 'error_description="expired"'})


def caller_tier() -> str:
    key = current_key()
    if key is None:
        return "anonymous"
    return "demo" if key.is_demo else key.tier


def premium_required(status: int = 403) -> ApiError:
    """The error a non-premium caller gets on a premium feature."""
    return ApiError(status, "premium_required", "This feature needs a premium or enterprise key.",
                    details={"tier": caller_tier()})


def _declare(fn, policy: Policy, responses: dict, security: list | None = None):
    fn.svc_policy = policy
    doc = deepcopy(getattr(fn, "_apidoc", {}))
    doc["manual_doc"] = deepupdate(deepcopy(doc.get("manual_doc", {})), {
        "security": security or [{"bearerAuth": []}], "responses": responses})
    fn._apidoc = doc
    return fn


def require_key(fn=None, *, count: bool = True):
    """Any valid, unrevoked key; counts one unit of its monthly quota unless count=False."""
    responses = {"401": "UNAUTHORIZED", **({"429": "TOO_MANY_REQUESTS"} if count else {})}

    def decorate(func):
        return _declare(func, Policy(required=True, counts=count), responses)

    return decorate(fn) if fn is not None else decorate


def optional_key(fn):
    """Anonymous callers pass; a Bearer key, when sent, must be valid and counts on its quota."""
    return _declare(fn, Policy(required=False), {"401": "UNAUTHORIZED", "429": "TOO_MANY_REQUESTS"},
                    security=[{}, {"bearerAuth": []}])


def require_premium(fn=None, *, status: int = 403):
    """A premium or enterprise key; free and demo keys get `status` premium_required."""
    responses = {"401": "UNAUTHORIZED", str(status): "PAYMENT_REQUIRED" if status == 402 else "FORBIDDEN",
                 "429": "TOO_MANY_REQUESTS"}

    def decorate(func):
        return _declare(func, Policy(required=True, premium_status=status), responses)

    return decorate(fn) if fn is not None else decorate


@dataclass(frozen=True)
class Door:
    """A route's own per-IP window: its setting, its name, whether only callers without a key go through it, and
    whether a request refused as invalid (400) counts on it."""

    setting: str
    name: str
    anonymous_only: bool = False
    invalid_counts: bool = True


def door_limit(setting: str, name: str, anonymous_only: bool = False, invalid_counts: bool = True):
    """A per-IP window of its own on one API route (key creation, the PDF report), beside the API's window;
    anonymous_only: only callers without a key go through it (a key counts on its monthly quota instead);
    invalid_counts=False: a request the route refuses as invalid (400) is given back to the window."""

    def decorate(func):
        func.svc_door = Door(setting, name, anonymous_only, invalid_counts)
        doc = deepcopy(getattr(func, "_apidoc", {}))
        doc["manual_doc"] = deepupdate(deepcopy(doc.get("manual_doc", {})), {"responses": {"429": "TOO_MANY_REQUESTS"}})
        func._apidoc = doc
        return func

    return decorate


def route_target():
    """The function that answers this request: the MethodView's method (GET's for HEAD), or the view itself
    (found once per endpoint and method)."""
    targets = current_app.extensions.setdefault("svc_route_targets", {})
    key = (request.endpoint or "", request.method)
    if key in targets:
        return targets[key]
    view = current_app.view_functions.get(key[0])
    view_class = getattr(view, "view_class", None)
    if view_class is not None:
        view = getattr(view_class, key[1].lower(), None) or getattr(view_class, "get", None)
    targets[key] = view
    return view


def route_door() -> Door | None:
    """The matched route's own door limit, if it has one."""
    return getattr(route_target(), "svc_door", None)


def route_policy() -> Policy | None:
    """The access rule the matched route declared, or None for a public route."""
    return getattr(route_target(), "svc_policy", None)


def public_read(setting: str, name: str):
    """A public read: a key is optional (and counts on its quota when sent); callers without one, and the shared
    demo key, go through the route's own per-IP window named by the setting."""

    def decorate(func):
        return optional_key(door_limit(setting, name, anonymous_only=True)(func))

    return decorate
