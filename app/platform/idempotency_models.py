"""The table behind Idempotency-Key: one row per (scope, key), inserted before the work, so the database lets
exactly one of two racing requests with one key in."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, Index, Integer, LargeBinary, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow

RUNNING, DONE = "running", "done"


class IdempotencyRecord(db.Model):
    """A creating request's key: running while its work runs, then done with its answer, sealed (AES-GCM), because
    an answer may carry a secret (a new key, a webhook's signing secret). Forgotten after 24 hours."""

    __tablename__ = "idempotency_records"
    __table_args__ = (
        UniqueConstraint("scope", "key", name="uq_idempotency_records_scope_key"),
        CheckConstraint("status IN ('running', 'done')", name="status"),
        Index("ix_idempotency_records_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    scope: Mapped[str] = mapped_column(String(80), nullable=False)  # "key:<sha256>" or "addr:<sha256>"
    key: Mapped[str] = mapped_column(String(255), nullable=False)
    fingerprint: Mapped[str] = mapped_column(String(64), nullable=False)
    status: Mapped[str] = mapped_column(String(8), nullable=False, default=RUNNING)
    answer: Mapped[bytes | None] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
