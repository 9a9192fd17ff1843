"""Monthly key quotas and the rate-limit headers.

Counting: in production a Redis counter per key and month, incremented in the same round trip as the
burst window (app/platform/ratelimit.py), but only below what the database granted it: Redis asks the
database for units in blocks (lease(): at most 1 % of the quota, 100 at most, one unit for small quotas),
so the database's count is always at least what Redis served, and the database is the truth when Redis
fails mid-run: the fallback counts on from every unit granted, and no key ever passes its quota (a key
may lose at most the rest of one block). Without Redis (or while it fails) one conditional UPSERT in its
own short transaction (platform/db.py separate_transaction(): the count lasts even when the request's
own work rolls back): INSERT (key, month, 1) ON CONFLICT DO UPDATE SET count = count + 1 WHERE count <
quota RETURNING count. Either way concurrent requests can never push the count past the quota.

Headers: X-RateLimit-Limit/-Remaining/-Reset always describe the key's monthly quota when a key was
sent and accepted (2xx and 4xx alike); the per-IP windows are reported in the IETF draft headers
RateLimit-Policy and RateLimit, so the two never overwrite each other.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import timedelta

from flask import current_app, g
from sqlalchemy import bindparam, delete, func, select, update
from sqlalchemy.dialects import postgresql, sqlite

from app.extensions import db, limiter
from app.platform import ratelimit
from app.platform import redis as redis_door
from app.platform.clock import iso, month_period, next_month_start, utcnow
from app.platform.db import separate_transaction
from app.platform.errors import ApiError
from app.platform.headers import put_headers
from app.platform.jobs import job
from app.platform.models import QuotaUsage

KEEP_MONTHS = 13


@dataclass(frozen=True)
class QuotaState:
    limit: int
    used: int
    reset_at: int
    key_id: int = 0

    @property
    def remaining(self) -> int:
        return max(0, self.limit - self.used)


def limit_for(quota_class: str) -> int:
    """The monthly quota of a key class (free, demo, premium, enterprise)."""
    return int(current_app.config["SVC_QUOTAS"][quota_class])


_MONTH: tuple = (0.0, 0.0, "", 0)  # (start, end as Unix times, period, reset_at) of the month last asked about


def this_month() -> tuple[str, int]:
    """The current quota period (YYYY-MM) and the Unix time it ends, worked out once a month, not per request."""
    global _MONTH
    start, end, period, reset_at = _MONTH
    now = time.time()
    if not start <= now < end:
        moment = utcnow()
        ends = next_month_start(moment)
        begins = moment.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
        period, reset_at = month_period(moment), int(ends.timestamp())
        _MONTH = (begins.timestamp(), ends.timestamp(), period, reset_at)
    return period, reset_at


def ask(key) -> tuple[int, str, int] | None:
    """What the burst window's round trip needs to count this key: (key id, month, limit); None when this
    process counted the key in the database during a Redis failure, so Redis must first catch up."""
    asked = (key.quota_key_id, this_month()[0], limit_for(key.quota_class))
    return None if asked[:2] in _fallback_keys() else asked


_STATEMENTS: dict = {}


LEASE_MAX = 100
COUNT, LEASE, FLUSH = "count", "lease", "flush"


def _statement(dialect: str, kind: str):
    """The UPSERT, built once per dialect and kind with bound parameters (building it is most of its cost):
    COUNT adds below the quota, LEASE adds up to the quota, FLUSH keeps the larger of the two counts."""
    key = (dialect, kind)
    if key not in _STATEMENTS:
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        larger = func.max if dialect == "sqlite" else func.greatest
        smaller = func.min if dialect == "sqlite" else func.least
        amount, quota = bindparam("amount"), bindparam("quota")
        stmt = insert(QuotaUsage).values(key_id=bindparam("key_id"), period=bindparam("period"), count=amount)
        target = [QuotaUsage.key_id, QuotaUsage.period]
        if kind == FLUSH:
            stmt = stmt.on_conflict_do_update(index_elements=target, set_={"count": larger(QuotaUsage.count, amount)})
        else:
            grown = QuotaUsage.count + amount if kind == COUNT else smaller(QuotaUsage.count + amount, quota)
            stmt = stmt.on_conflict_do_update(index_elements=target, set_={"count": grown},
                                              where=QuotaUsage.count < quota)
        _STATEMENTS[key] = stmt.returning(QuotaUsage.count)
    return _STATEMENTS[key]


def _upsert(key_id: int, period: str, limit: int, amount: int = 1, ceiling: bool = True, kind: str | None = None):
    kind = kind or (COUNT if ceiling else FLUSH)
    params = {"key_id": key_id, "period": period, "amount": amount, **({} if kind == FLUSH else {"quota": limit})}
    with separate_transaction() as conn:
        return conn.execute(_statement(db.engine.dialect.name, kind), params).scalar()


def lease_size(limit: int) -> int:
    """Units the database grants Redis at a time: 1 % of the quota, between 1 and LEASE_MAX."""
    return max(1, min(LEASE_MAX, limit // 100))


def lease(key_id: int, period: str, limit: int) -> int:
    """Grant Redis one more block of this key's month; the database's count after it (every unit granted or
    counted so far, at most the quota)."""
    granted = _upsert(key_id, period, limit, amount=min(lease_size(limit), limit), kind=LEASE)
    return granted if granted is not None else _stored(key_id, period)


def _stored(key_id: int, period: str) -> int:
    with db.engine.connect() as conn:
        return conn.execute(select(QuotaUsage.count).where(QuotaUsage.key_id == key_id,
                                                           QuotaUsage.period == period)).scalar() or 0


def _fallback_keys() -> set:
    """Keys this process counted in the database while Redis failed: Redis must catch up before counting them."""
    return current_app.extensions.setdefault("svc_quota_fallback", set())


def _count_now(key_id: int, period: str, limit: int, answered: int | None = None) -> tuple[int | None, str]:
    """Count one request where the combined round trip did not: in Redis (raised to the database's count when
    that is ahead, as after a fallback or a Redis restart), or in the database. `answered`: what that trip said
    (-3 no counter, -4 grant used up), so Redis is not asked the same question again."""
    if redis_door.available():
        try:
            used = _count_in_redis(key_id, period, limit, answered)
            _fallback_keys().discard((key_id, period))
            if used != -4:
                return (None if used == -2 else used), "redis"
        except Exception as error:
            redis_door.failed(error)
    if current_app.config["REDIS_URL"]:
        _fallback_keys().add((key_id, period))
    return _upsert(key_id, period, limit), "database"


def _count_in_redis(key_id: int, period: str, limit: int, answered: int | None = None) -> int:
    """Count one request in Redis, seeding its counter from the database when it is missing or behind and
    leasing a block when it has used what was granted; -4 when other processes keep taking every block."""
    seed = _stored(key_id, period) if (key_id, period) in _fallback_keys() else -1
    # the combined trip already asked: no second trip for the same answer
    used = answered if answered in (-3, -4) else ratelimit.redis_quota(key_id, period, limit, seed)
    if used == -3:  # no counter yet this month (or Redis restarted): start from the database's record
        seed = _stored(key_id, period)
        used = ratelimit.redis_quota(key_id, period, limit, seed)
    for _ in range(3):
        if used != -4:
            break
        used = ratelimit.redis_quota(key_id, period, limit, seed, granted=lease(key_id, period, limit))
    return used


def settle(key, counted: int | None) -> QuotaState:
    """Record the count of this request (from the round trip, or counted now), or raise 429 quota_exceeded."""
    (period, reset_at), key_id, limit = this_month(), key.quota_key_id, limit_for(key.quota_class)
    backend = "redis"
    if limit <= 0:
        used = None
    elif counted is not None and counted >= 0:
        used = counted
    elif counted == -2:
        used = None
    else:
        used, backend = _count_now(key_id, period, limit, counted)
    if used is None:
        g.svc_quota = QuotaState(limit, limit, reset_at, key_id)
        raise ApiError(429, "quota_exceeded",
                       f"The monthly quota of {limit} requests is used up; it resets at the start of "
                       "the next UTC month.", details={"limit": limit, "reset_at": iso(next_month_start(utcnow()))},
                       headers={"Retry-After": str(max(1, reset_at - int(time.time())))})
    g.svc_quota = QuotaState(limit, used, reset_at, key_id)
    g.svc_counted = (key_id, period, backend)
    return g.svc_quota


def _refund_redis(key_id: int, period: str) -> None:
    redis_door.script(ratelimit.REFUND_SCRIPT)(keys=[ratelimit.quota_key(key_id, period)])


def refund() -> None:
    """Give back the unit this request was counted (a premium feature refused inside the route)."""
    counted = g.pop("svc_counted", None)
    if counted is None:
        return
    key_id, period, backend = counted
    try:
        if backend == "redis":
            _refund_redis(key_id, period)
        else:
            with separate_transaction() as conn:
                conn.execute(update(QuotaUsage).where(QuotaUsage.key_id == key_id, QuotaUsage.period == period,
                                                      QuotaUsage.count > 0).values(count=QuotaUsage.count - 1))
    except Exception as error:  # the unit stays spent; the answer still goes out
        redis_door.failed(error)
        return
    state = g.svc_quota
    g.svc_quota = QuotaState(state.limit, max(0, state.used - 1), state.reset_at, state.key_id)


def consume(key) -> QuotaState:
    """Count one request for a key outside the API door (the scorer page with a visitor's key)."""
    return settle(key, None)


def usage(key_id: int, quota_class: str) -> QuotaState:
    """The key's use this month, without counting a request (this request's count if already made)."""
    counted = g.get("svc_quota")
    if counted is not None and counted.key_id == key_id:
        return counted
    period = month_period(utcnow())
    used = _stored(key_id, period)  # with Redis, every unit granted to it: what it served is its own counter
    if redis_door.available() and (key_id, period) not in _fallback_keys():
        try:
            counted = redis_door.client().get(ratelimit.quota_key(key_id, period))
            used = used if counted is None else int(counted)
        except Exception as error:
            redis_door.failed(error)
    return QuotaState(limit_for(quota_class), used, int(next_month_start(utcnow()).timestamp()), key_id)


def show(key) -> QuotaState:
    """Put the key's quota in this response's headers without counting."""
    g.svc_quota = usage(key.quota_key_id, key.quota_class)
    return g.svc_quota


def _door_windows() -> list:
    """The flask-limiter windows (pages, embeds, page PDFs) that applied to this request: none on the API."""
    if ratelimit.own_windows():
        return []
    out = []
    for index, current in enumerate(c for c in limiter.current_limits or () if c is not None):
        item = current.limit
        out.append(ratelimit.Window(f"door{index or ''}", item.amount, item.get_expiry(), current.remaining,
                                    current.reset_at, not current.breached))
    return out


def _limiting_window():
    """The IP window X-RateLimit-* shows when no key quota applies: the route's own window (an anonymous green
    read, key creation), else the API's burst window. (With a key they show its quota, even on a burst refusal;
    Retry-After and RateLimit say which window refused.)"""
    if g.get("svc_quota") is not None:
        return None
    return g.get("svc_door_window") or next(iter(g.get("svc_windows") or ()), None)


def _give_back_invalid(response) -> None:
    """A route's own window that does not count invalid requests (key creation) forgets this one when it was
    refused as invalid (400): a typo in a body never spends one of the address's slots."""
    door, window = g.get("svc_door"), g.get("svc_door_window")
    if response.status_code != 400 or door is None or door.invalid_counts or window is None:
        return
    freed = ratelimit.give_back(window)
    g.svc_door_window = freed
    g.svc_windows = [freed if w is window else w for w in g.get("svc_windows") or ()]


def apply_headers(response):
    """X-RateLimit-* for the key quota, else for the IP window that limits the caller (every API route has one);
    RateLimit-Policy / RateLimit for every IP window."""
    if g.get("svc_premium_refused"):
        refund()
    _give_back_invalid(response)
    state: QuotaState | None = g.get("svc_quota")
    window = _limiting_window()
    items = []
    if window is not None:
        items += [("X-RateLimit-Limit", str(window.limit)), ("X-RateLimit-Remaining", str(max(0, window.remaining))),
                  ("X-RateLimit-Reset", str(int(window.reset_at + 0.999)))]
    elif state is not None:
        items += [("X-RateLimit-Limit", str(state.limit)), ("X-RateLimit-Remaining", str(state.remaining)),
                  ("X-RateLimit-Reset", str(state.reset_at))]
    windows = list(g.get("svc_windows") or ()) + _door_windows()
    if windows:
        now = time.time()
        items.append(("RateLimit-Policy", ", ".join(f'"{w.name}";q={w.limit};w={w.seconds}' for w in windows)))
        items.append(("RateLimit", ", ".join(
            f'"{w.name}";r={w.remaining};t={max(0, int(w.reset_at - now + 0.999))}' for w in windows)))
    if items:
        put_headers(response, items)
    return response


@job
def prune_old_periods() -> int:
    """Periodic job: forget quota counters older than 13 months."""
    cutoff = month_period(utcnow() - timedelta(days=31 * KEEP_MONTHS))
    result = db.session.execute(delete(QuotaUsage).where(QuotaUsage.period < cutoff))
    return result.rowcount or 0


@job(timeout=120)
def flush_redis_counts() -> int:
    """Periodic job (production): raise the database's record to the Redis counters of this month. Redis counts
    only what the database granted, so this changes nothing in steady state; it repairs a record behind a counter
    kept from before the grants (an upgrade) or restored from a Redis snapshot."""
    if not redis_door.available():
        return 0
    now = utcnow()
    client, flushed = redis_door.client(), 0
    periods = {month_period(now), month_period(now - timedelta(hours=1))}  # the last minute of a month too
    for period in periods:
        prefix = ratelimit.quota_key(0, period)[:-1]
        for name in client.scan_iter(match=f"{prefix}*", count=500):
            value = client.get(name)
            if value is not None:
                _upsert(int(str(name).rsplit(":", 1)[1]), period, 0, int(value), ceiling=False)
                flushed += 1
    return flushed
