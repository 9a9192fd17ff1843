"""The api_keys table: only a SHA-256 of each key is stored."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, DateTime, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow

TIERS = ("free", "premium", "enterprise")
MODES = ("live", "test")
PREMIUM_TIERS = frozenset({"premium", "enterprise"})


class ApiKey(db.Model):
    __tablename__ = "api_keys"
    __table_args__ = (
        CheckConstraint("tier IN ('free', 'premium', 'enterprise')", name="tier"),
        CheckConstraint("mode IN ('live', 'test')", name="mode"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    public_id: Mapped[str] = mapped_column(String(40), unique=True, nullable=False)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True, nullable=False)
    display: Mapped[str] = mapped_column(String(40), nullable=False)
    label: Mapped[str | None] = mapped_column(String(80))
    tier: Mapped[str] = mapped_column(String(16), nullable=False, default="free")
    mode: Mapped[str] = mapped_column(String(8), nullable=False, default="live")
    is_demo: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    @property
    def is_premium(self) -> bool:
        return self.tier in PREMIUM_TIERS and not self.is_demo

    @property
    def quota_class(self) -> str:
        return "demo" if self.is_demo else self.tier
