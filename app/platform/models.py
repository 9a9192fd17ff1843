"""Tables the platform owns: monthly quota counters and the event outbox."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class QuotaUsage(db.Model):
    """Requests a key made in one UTC month; written by one conditional UPSERT per request."""

    __tablename__ = "quota_usage"

    key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), primary_key=True)
    period: Mapped[str] = mapped_column(String(7), primary_key=True)
    count: Mapped[int] = mapped_column(Integer, nullable=False)


class OutboxEvent(db.Model):
    """An event written in the transaction of the change that caused it; delivered afterwards."""

    __tablename__ = "outbox_events"
    __table_args__ = (Index("ix_outbox_events_pending", "dispatched_at", "created_at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    event: Mapped[str] = mapped_column(String(64), nullable=False)
    payload: Mapped[dict] = mapped_column(JSON, nullable=False)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    dispatched_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
