"""The API's door: before any /api route runs, the key, the access rule, the burst window and the quota.

Order, so that every refusal costs as little as possible and nothing is counted twice:
1. the route's declared rule (app/platform/auth.py) and the key from the Bearer header (cached);
2. one call that records the IP in the burst window and, for a route that counts, the key's quota
   (one Redis round trip in production; a key the cache does not hold is looked up after the window's
   verdict, so that even a refusal of the window shows the key's quota in X-RateLimit-*);
3. refusals in this order: 429 rate_limited, 401, 403/402 premium_required (nothing counted), 429
   quota_exceeded. Public routes that receive a valid key show its quota without counting it.
"""

from __future__ import annotations

from functools import wraps

from flask import Flask, g, request

from app.platform import auth, quota, ratelimit, requests
from app.platform.errors import ApiError

EXEMPT_ENDPOINTS = frozenset({"hub.Status"})


def _client_ip() -> str:
    return request.remote_addr or "unknown"


def _rate_limited(window: ratelimit.Window) -> ApiError:
    import time

    return ApiError(429, "rate_limited", f"Too many requests from this address: limit {window.limit} per "
                    f"{window.seconds} seconds.", details={"limit": f"{window.limit}/{window.seconds}s", "scope": "ip"},
                    headers={"Retry-After": str(max(1, int(window.reset_at - time.time() + 0.999)))})


def _authorised(policy, key) -> ApiError | None:
    """The refusal a key (or its absence) earns on this route, before anything is counted."""
    header_sent = bool(request.headers.get("Authorization"))
    if key is not None and key.expired:
        return auth.expired_key(key)
    if key is None and policy is not None and (policy.required or header_sent):
        return auth.invalid_key() if auth.bearer_secret() else auth.missing_key()
    if key is not None and policy is not None and policy.premium_status and not key.is_premium:
        return auth.premium_required(policy.premium_status)
    return None


def _enforce(window: ratelimit.Window, key) -> None:
    """429 rate_limited when the window refused; X-RateLimit-* then still describe the key's quota, as on every
    keyed answer (RateLimit and Retry-After describe the window)."""
    if not window.allowed:
        if key is not None:
            quota.show(key)
        raise _rate_limited(window)


def _check_door(key) -> None:
    """The route's own window (key creation, the PDF report), after the API's: a second trip, on those routes only."""
    door = auth.route_door()
    if door is None or (door.anonymous_only and key is not None and not key.is_demo):  # the demo key is anonymous
        return
    window, _, _ = ratelimit.hit(_client_ip(), name=door.name, setting=door.setting)
    g.svc_windows.append(window)
    g.svc_door_window = window  # the X-RateLimit-* headers of a caller without a key quota
    g.svc_door = door
    _enforce(window, key)


def check_api_request():
    """before_request on /api/*: enforce the route's rule, the burst window and the quota."""
    if not request.path.startswith("/api/") or request.endpoint in EXEMPT_ENDPOINTS or request.method == "OPTIONS":
        return
    policy = auth.route_policy()
    secret = auth.bearer_secret()
    key = auth.key_cache().get(auth.hash_secret(secret)) if secret and secret.startswith(auth.KEY_PREFIX) else None
    ip = _client_ip()
    if secret and key is None:  # unknown to the cache: the window, then the database (the key's quota is counted
        # apart, below; a key that exists gets its quota's headers even when the window refuses it)
        window, _, _ = ratelimit.hit(ip)
        g.svc_windows = [window]
        key = auth.lookup(secret)
        _enforce(window, key)
        counted = None
    else:
        window = None
    if key is not None:
        g.api_key = key
    refusal = _authorised(policy, key)
    counts = key is not None and policy is not None and policy.counts and refusal is None
    if window is None:
        window, counted, _ = ratelimit.hit(ip, quota.ask(key) if counts else None)
        g.svc_windows = [window]
        _enforce(window, key)
    _check_door(key)
    if refusal is not None:
        if key is not None:
            quota.show(key)
        raise refusal
    if counts:
        quota.settle(key, counted)
    elif key is not None:
        quota.show(key)


def _pages_only(hook, skipped=lambda *args: None):
    """A flask-limiter hook not even started on /api/* (its request filter exempts the API; headers are off)."""

    @wraps(hook)
    def pages_hook(*args):
        return (skipped if ratelimit.own_windows() else hook)(*args)

    return pages_hook


def _limiter_hook(hook, limiter) -> bool:
    return getattr(hook, "__self__", None) is limiter or getattr(hook, "args", ())[:1] == (limiter,)


def init_app(app: Flask) -> None:
    from app.extensions import limiter

    app.before_request(check_api_request)
    # after the door: a refused key is refused first, as on operations whose parser refuses the parameter
    app.before_request(requests.refuse_undeclared_query)
    # The API's windows are this door's own; flask-limiter serves the pages only.
    limiter.request_filter(ratelimit.own_windows)
    before, after = app.before_request_funcs.setdefault(None, []), app.after_request_funcs.setdefault(None, [])
    before[:] = [_pages_only(hook) if _limiter_hook(hook, limiter) else hook for hook in before]
    after[:] = [_pages_only(hook, lambda response: response) if _limiter_hook(hook, limiter) else hook
                for hook in after]


def page_door(setting: str, name: str) -> ratelimit.Window:
    """A page form that does what an API route does (create a key) spends a slot of that route's own per-IP window,
    the same one: one limit per address whichever door is used. 429 rate_limited when it is full; the caller gives
    the slot back with ratelimit.give_back() when it refuses the form as invalid, as the API route does."""
    window, _, _ = ratelimit.hit(_client_ip(), name=name, setting=setting)
    if not window.allowed:
        raise _rate_limited(window)
    return window
