"""Monthly key quotas, counted atomically in the database, and the X-RateLimit-* headers.

One conditional UPSERT per request, in its own short transaction:
INSERT (key, month, 1) ON CONFLICT DO UPDATE SET count = count + 1 WHERE count < quota RETURNING count.
No row back means the quota is used up; concurrent requests can never push the count past it.
The database, not Redis, holds the count: it is the record of what a key has used (Redis keeps
nothing on disk here), and PostgreSQL and SQLite both do this in one statement.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from flask import current_app, g
from sqlalchemy import delete
from sqlalchemy.dialects import postgresql, sqlite

from app.extensions import db, limiter
from app.platform.clock import month_period, next_month_start, utcnow
from app.platform.errors import ApiError
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


def _upsert(key_id: int, period: str, limit: int):
    dialect = db.engine.dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    stmt = insert(QuotaUsage).values(key_id=key_id, period=period, count=1)
    stmt = stmt.on_conflict_do_update(
        index_elements=[QuotaUsage.key_id, QuotaUsage.period],
        set_={"count": QuotaUsage.count + 1},
        where=QuotaUsage.count < limit,
    ).returning(QuotaUsage.count)
    with db.engine.begin() as conn:
        return conn.execute(stmt).scalar()


def consume(key_id: int, quota_class: str) -> QuotaState:
    """Count one request for the key this month, or raise 429 quota_exceeded."""
    now = utcnow()
    limit = limit_for(quota_class)
    reset_at = int(next_month_start(now).timestamp())
    used = _upsert(key_id, month_period(now), limit) if limit > 0 else None
    if used is None:
        g.svc_quota = QuotaState(limit, limit, reset_at, key_id)
        raise ApiError(429, "quota_exceeded",
                       f"The monthly quota of {limit} requests is used up; it resets at the start of "
                       "the next UTC month.",
                       details={"limit": limit, "reset_at": reset_at},
                       headers={"Retry-After": str(max(1, reset_at - int(now.timestamp())))})
    g.svc_quota = QuotaState(limit, used, reset_at, key_id)
    return g.svc_quota


def usage(key_id: int, quota_class: str) -> QuotaState:
    """The key's use this month, without counting a request (this request's count if already made)."""
    counted = g.get("svc_quota")
    if counted is not None and counted.key_id == key_id:
        return counted
    now = utcnow()
    row = db.session.get(QuotaUsage, (key_id, month_period(now)))
    return QuotaState(limit_for(quota_class), row.count if row else 0, int(next_month_start(now).timestamp()))


def apply_headers(response):
    """X-RateLimit-*: the key quota on authenticated calls, else the tightest IP limit."""
    state: QuotaState | None = g.get("svc_quota")
    if state is not None:
        limit, remaining, reset = state.limit, state.remaining, state.reset_at
    else:
        limits = [lim for lim in limiter.current_limits if lim is not None]
        if not limits:
            return response
        tightest = min(limits, key=lambda lim: (not lim.breached, lim.remaining))
        limit, remaining, reset = tightest.limit.amount, tightest.remaining, tightest.reset_at
    response.headers["X-RateLimit-Limit"] = str(limit)
    response.headers["X-RateLimit-Remaining"] = str(remaining)
    response.headers["X-RateLimit-Reset"] = str(reset)
    return response


def prune_old_periods() -> int:
    """Periodic job: forget quota counters older than 13 months."""
    cutoff = month_period(utcnow() - timedelta(days=31 * KEEP_MONTHS))
    result = db.session.execute(delete(QuotaUsage).where(QuotaUsage.period < cutoff))
    return result.rowcount or 0


def burst_limit() -> str:
    """The per-IP burst limit of the API (SVC_BURST_LIMIT, sliding window)."""
    return current_app.config["SVC_BURST_LIMIT"]


def key_create_limit() -> str:
    """The per-IP limit on key creation (SVC_KEY_CREATE_LIMIT)."""
    return current_app.config["SVC_KEY_CREATE_LIMIT"]


def limit_api_blueprint(blp):
    """Put the burst limit on every route of an API blueprint."""
    return limiter.limit(burst_limit)(blp)
