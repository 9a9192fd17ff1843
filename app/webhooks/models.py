"""Webhook registrations, their deliveries (one per event and webhook) and every attempt of each delivery."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.platform.clock import utcnow

STATUSES = ("pending", "delivered", "failed", "dead_letter")
SENDABLE = ("pending", "failed")  # still to be attempted


class Webhook(db.Model):
    """An HTTPS endpoint that receives the events its owner (a key, or a keyless audience) chose. Its signing
    secret is derived from WEBHOOK_SECRET, its id and `secret_generation` (app/platform/signing.py), never stored."""

    __tablename__ = "webhooks"
    __table_args__ = (Index("ix_webhooks_owner", "owner_key_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"))
    # a keyless receiver (a compare alert watcher, "cw:<id>"): it gets the events published to that audience only
    audience: Mapped[str | None] = mapped_column(String(64), unique=True)
    url: Mapped[str] = mapped_column(Text, nullable=False)
    events: Mapped[list] = mapped_column(JSON, nullable=False)
    active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    disabled_reason: Mapped[str | None] = mapped_column(Text)
    secret_generation: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    secret_rotated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)


class Delivery(db.Model):
    """One event for one webhook. The body is kept as sent (signed anew at each attempt, with its time);
    `series` counts replays, `attempts` the tries of the current series. A worker holds `lease_until` while
    it sends; a lease that runs out makes the delivery due again (the worker died)."""

    __tablename__ = "webhook_deliveries"
    __table_args__ = (
        UniqueConstraint("webhook_id", "event_id", name="uq_webhook_deliveries_webhook_event"),
        Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),
        Index("ix_webhook_deliveries_webhook", "webhook_id", "created_at"),
    )

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    webhook_id: Mapped[str] = mapped_column(ForeignKey("webhooks.id", ondelete="CASCADE"), nullable=False)
    event_id: Mapped[str] = mapped_column(String(40), nullable=False)
    event: Mapped[str] = mapped_column(String(64), nullable=False)
    event_version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    body: Mapped[str] = mapped_column(Text, nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="pending")
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    series: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    next_attempt_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    lease_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    lease_token: Mapped[str | None] = mapped_column(String(40))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    delivered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # every attempt of every series, oldest first (written by the worker's record(), read by the delivery log)
    attempt_log: Mapped[list[DeliveryAttempt]] = relationship(
        "DeliveryAttempt", order_by="DeliveryAttempt.id", viewonly=True)

    @property
    def next_attempt(self) -> datetime | None:
        """When the next attempt is due; None once the delivery is delivered or dead_letter."""
        return self.next_attempt_at if self.status in SENDABLE else None


class DeliveryAttempt(db.Model):
    """One try: when, what came back (status, time taken, the first 1 KB of the answer) or what failed."""

    __tablename__ = "webhook_delivery_attempts"
    __table_args__ = (Index("ix_webhook_delivery_attempts_delivery", "delivery_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    delivery_id: Mapped[str] = mapped_column(ForeignKey("webhook_deliveries.id", ondelete="CASCADE"), nullable=False)
    series: Mapped[int] = mapped_column(Integer, nullable=False)
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    status_code: Mapped[int | None] = mapped_column(Integer)
    latency_ms: Mapped[int] = mapped_column(Integer, nullable=False)
    response_excerpt: Mapped[str | None] = mapped_column(Text)
    error: Mapped[str | None] = mapped_column(Text)
