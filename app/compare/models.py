"""Shortlist watchers of the compare alerts waitlist, as their confirm and unsubscribe links show them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, DateTime, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class CompareWatcher(db.Model):
    __tablename__ = "compare_watchers"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    dedupe_key: Mapped[str] = mapped_column(String(64), unique=True, nullable=False)
    email: Mapped[str | None] = mapped_column(String(320))
    webhook_url: Mapped[str | None] = mapped_column(Text)
    product_ids: Mapped[list] = mapped_column(JSON, nullable=False)
    signals: Mapped[list] = mapped_column(JSON, nullable=False)
    baseline: Mapped[dict] = mapped_column(JSON, nullable=False)
    active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    last_idempotency_key: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    last_checked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    email_confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    @property
    def channels(self) -> list[str]:
        """How the watcher is told: by email and/or webhook."""
        return [c for c, v in (("email", self.email), ("webhook", self.webhook_url)) if v]

    @property
    def email_status(self) -> str | None:
        """None without an email; else confirmed or pending_confirmation (double opt-in)."""
        if not self.email:
            return None
        return "confirmed" if self.email_confirmed_at else "pending_confirmation"
