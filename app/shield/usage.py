"""The proof-tap free tier: SVC_SHIELD_FREE_ANCHORS anchors per key and UTC month (100), premium unlimited.

The counter row is raised by one conditional UPDATE (only while under the limit), so concurrent taps can never
take a free key past it: the database keeps the limit, not a count read before writing."""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, month_period, next_month_start, utcnow
from app.platform.db import savepoint
from app.shield.errors import AnchorQuotaExceeded
from app.shield.models import ShieldUsage


def limit_for(owner: KeyIdentity) -> int | None:
    """The key's monthly anchors, or None for unlimited (premium and enterprise)."""
    return None if owner.is_premium else int(current_app.config["SVC_SHIELD_FREE_ANCHORS"])


def _ensure_row(owner: KeyIdentity, period: str) -> None:
    if db.session.get(ShieldUsage, (owner.id, period)) is not None:
        return
    try:
        with savepoint():
            db.session.add(ShieldUsage(owner_key_id=owner.id, period=period, used=0))
            db.session.flush()
    except IntegrityError:  # another request made it first
        pass


def count_one(owner: KeyIdentity) -> None:
    """One more anchor this month, or 429 anchor_quota_exceeded (nothing written) past the free tier."""
    period, limit = month_period(), limit_for(owner)
    _ensure_row(owner, period)
    stmt = update(ShieldUsage).where(ShieldUsage.owner_key_id == owner.id, ShieldUsage.period == period)
    if limit is not None:
        stmt = stmt.where(ShieldUsage.used < limit)
    if db.session.execute(stmt.values(used=ShieldUsage.used + 1)).rowcount != 1:
        reset = next_month_start()
        raise AnchorQuotaExceeded(f"This key has anchored its {limit} hashes of the month; they reset at the start "
                                  "of the next UTC month, and a premium key anchors without a monthly limit.",
                                  details={"limit": limit, "reset_at": iso(reset)},
                                  headers={"Retry-After": str(max(1, int((reset - utcnow()).total_seconds())))})


@dataclass(frozen=True)
class AnchorQuota:
    """A key's anchors of a UTC month: its limit (None: unlimited), how many it used, and when they reset."""

    period: str
    limit: int | None
    used: int
    reset_at: int  # Unix time of the next UTC month

    @property
    def remaining(self) -> int | None:
        return None if self.limit is None else max(0, self.limit - self.used)

    @property
    def tier(self) -> str:
        return "premium" if self.limit is None else "free"


def status(owner: KeyIdentity) -> AnchorQuota:
    """The key's anchoring usage this UTC month."""
    period, limit = month_period(), limit_for(owner)
    used = db.session.scalar(select(ShieldUsage.used).where(ShieldUsage.owner_key_id == owner.id,
                                                            ShieldUsage.period == period)) or 0
    return AnchorQuota(period, limit, used, int(next_month_start().timestamp()))
