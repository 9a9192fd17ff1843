"""Time in one place: timezone-aware UTC, ISO 8601 with a Z, UTC month boundaries."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def aware(value: datetime) -> datetime:
    """A stored time as timezone-aware UTC (SQLite hands times back without their zone)."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def iso(value: datetime | None) -> str | None:
    """ISO 8601 UTC with a trailing Z and second precision, or None."""
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def month_period(now: datetime | None = None) -> str:
    """The quota period of a moment: its UTC month as YYYY-MM."""
    now = now or utcnow()
    return now.astimezone(UTC).strftime("%Y-%m")


def next_month_start(now: datetime | None = None) -> datetime:
    """Midnight UTC on the first day of the next month."""
    now = (now or utcnow()).astimezone(UTC)
    if now.month == 12:
        return datetime(now.year + 1, 1, 1, tzinfo=UTC)
    return datetime(now.year, now.month + 1, 1, tzinfo=UTC)
