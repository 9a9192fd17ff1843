"""The API's per-IP burst window and the monthly key quota, counted together in one round trip.

One moving window per IP across the whole API (`/api/*`, both hosts). With Redis, one Lua script
checks and records the window and, when the window lets the request through, counts the key's
quota (`INCR` below what the database granted): one round trip, atomic, exact under concurrency.
Without Redis the window lives in this process and the quota is the database's conditional UPSERT.

Redis counts only units the database granted it first (app/platform/quota.py leases them in blocks),
so the database's count is never below what Redis served.

When Redis fails, the hub fails to local: the window falls back to this process's memory (a limit
per process rather than none) and the quota to the database counter, which starts from every unit it
granted, so no key passes its quota; nothing answers 500 and nothing waits longer than SVC_REDIS_TIMEOUT.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, replace

from flask import current_app, request
from limits import parse

from app.platform import redis as redis_door

WINDOW_SCRIPT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local reset = now + window
if oldest[2] then reset = tonumber(oldest[2]) + window end
if count >= limit then return {0, count, reset, -2} end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
local used = -1
local quota = tonumber(ARGV[4])
if quota > 0 then
  local current = redis.call('GET', KEYS[2])
  if not current then used = -3
  elseif tonumber(current) >= quota then used = -2
  elseif tonumber(current) >= tonumber(redis.call('GET', KEYS[3]) or '0') then used = -4
  else used = redis.call('INCR', KEYS[2]) end
end
return {1, count + 1, reset, used}
"""
QUOTA_SCRIPT = """
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
local seed = tonumber(ARGV[2])
if current < 0 and seed < 0 then return -3 end
if seed > current then
  redis.call('SET', KEYS[1], seed, 'EX', ARGV[3])
  current = seed
end
if current >= tonumber(ARGV[1]) then return -2 end
local granted = tonumber(redis.call('GET', KEYS[2]) or '0')
if tonumber(ARGV[4]) > granted then
  granted = tonumber(ARGV[4])
  redis.call('SET', KEYS[2], granted, 'EX', ARGV[3])
end
if current >= granted then return -4 end
return redis.call('INCR', KEYS[1])
"""
QUOTA_TTL = 40 * 24 * 3600
REFUND_SCRIPT = """
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then return redis.call('DECR', KEYS[1]) end
return 0
"""


def own_windows() -> bool:
    """True on the API (/api/*), whose windows are counted here; flask-limiter serves the pages only (it is exempt
    from the API, app/platform/gate.py, and has no window there to show)."""
    return request.path.startswith("/api/")


@dataclass(frozen=True)
class Window:
    """The state of one IP window after this request: for the RateLimit headers and Retry-After."""

    name: str
    limit: int
    seconds: int
    remaining: int
    reset_at: float
    allowed: bool
    entry: tuple = ()  # (store, window key, member) of the request it recorded: what give_back() removes


_RULES: dict[str, tuple[int, int]] = {}


def rule(setting: str) -> tuple[int, int]:
    """(requests, seconds) of a limit setting such as SVC_BURST_LIMIT ("30/minute"), each text parsed once."""
    text = current_app.config[setting]
    found = _RULES.get(text)
    if found is None:
        item = parse(text)
        found = _RULES[text] = (item.amount, item.get_expiry())
    return found


class MemoryWindows:
    """Moving windows kept in this process (the embedded mode, and the fallback when Redis fails)."""

    def __init__(self):
        self.hits: dict[str, deque] = {}
        self.lock = threading.Lock()

    def hit(self, ident: str, limit: int, seconds: int) -> tuple[bool, int, float, float]:
        """(allowed, requests in the window, reset, the stamp recorded)."""
        now = time.time()
        with self.lock:
            stamps = self.hits.setdefault(ident, deque())
            while stamps and stamps[0] <= now - seconds:
                stamps.popleft()
            reset = (stamps[0] if stamps else now) + seconds
            if len(stamps) >= limit:
                return False, len(stamps), reset, now
            stamps.append(now)
            if len(self.hits) > 100_000:  # forget idle addresses rather than grow without bound
                self.hits = {k: v for k, v in self.hits.items() if v and v[-1] > now - seconds}
            return True, len(stamps), reset, now

    def forget(self, ident: str, stamp: float) -> None:
        with self.lock:
            stamps = self.hits.get(ident)
            if stamps and stamp in stamps:
                stamps.remove(stamp)

    def reset(self) -> None:
        with self.lock:
            self.hits.clear()


def memory() -> MemoryWindows:
    return current_app.extensions.setdefault("svc_memory_windows", MemoryWindows())


def _prefix() -> str:
    return current_app.config["RATELIMIT_KEY_PREFIX"]


def quota_key(key_id: int, period: str) -> str:
    return f"{_prefix()}:quota:{period}:{key_id}"


def granted_key(key_id: int, period: str) -> str:
    """The units of this key's month the database granted Redis to count (app/platform/quota.py lease())."""
    return f"{_prefix()}:granted:{period}:{key_id}"


def _redis_hit(ident: str, limit: int, seconds: int, quota: tuple | None, name: str = "burst"):
    script = redis_door.script(WINDOW_SCRIPT)
    qkeys = [quota_key(quota[0], quota[1]), granted_key(quota[0], quota[1])] if quota else [f"{_prefix()}:none"] * 2
    member = f"{time.time_ns()}-{secrets.token_hex(4)}"
    window_key = f"{_prefix()}:{name}:{ident}"
    allowed, count, reset_ms, used = script(keys=[window_key, *qkeys],
                                            args=[seconds * 1000, limit, member, quota[2] if quota else 0])
    return bool(allowed), int(count), int(reset_ms) / 1000, int(used), ("redis", window_key, member)


def redis_quota(key_id: int, period: str, limit: int, seed: int = -1, granted: int = 0) -> int:
    """Count one request on the Redis counter, first raised to `seed` when it is lower (the database's count
    after a fallback, or a missing counter) and its grant raised to `granted`; -3 when it is missing and no seed
    is given, -4 when the counter has used up what the database granted."""
    used = redis_door.script(QUOTA_SCRIPT)(keys=[quota_key(key_id, period), granted_key(key_id, period)],
                                           args=[limit, seed, QUOTA_TTL, granted])
    return int(used)


def hit(ident: str, quota: tuple | None = None, *, name: str = "api",
        setting: str = "SVC_BURST_LIMIT") -> tuple[Window, int | None, bool]:
    """Record one request of an address in a window (the API's, or a door's such as key creation); with
    quota=(key_id, period, limit) count it in the same trip.

    Returns the window, the quota count (None: not asked or not counted; -2: used up; -3: Redis holds
    no counter yet; -4: Redis has counted all the database granted it) and whether Redis answered.
    """
    limit, seconds = rule(setting)
    if not current_app.config.get("SVC_RATELIMIT_ENABLED", True):
        return Window(name, limit, seconds, limit, time.time() + seconds, True), None, False
    if redis_door.available():
        try:
            allowed, count, reset, used, entry = _redis_hit(ident, limit, seconds, quota, name)
            return Window(name, limit, seconds, max(0, limit - count), reset, allowed, entry if allowed else ()), (
                used if quota and allowed else None), True
        except Exception as error:  # redis-py raises its own errors and OSError subclasses
            redis_door.failed(error)
    allowed, count, reset, stamp = memory().hit(f"{name}:{ident}", limit, seconds)
    entry = ("memory", f"{name}:{ident}", stamp) if allowed else ()
    return Window(name, limit, seconds, max(0, limit - count), reset, allowed, entry), None, False


def give_back(window: Window) -> Window:
    """Remove the request a window recorded, as if it had never come (a door that does not count requests refused
    as invalid); the window as it is then."""
    if not window.entry:
        return window
    store, window_key, member = window.entry
    try:
        if store == "redis":
            redis_door.client().zrem(window_key, member)
        else:
            memory().forget(window_key, member)
    except Exception as error:  # the slot stays taken until the window moves on; the answer still goes out
        redis_door.failed(error)
        return window
    return replace(window, remaining=min(window.limit, window.remaining + 1), entry=())
