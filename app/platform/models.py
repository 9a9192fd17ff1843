"""Tables the platform owns: API keys (identity), monthly quota counters, the event outbox, counters."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, CheckConstraint, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow

TIERS = ("free", "premium", "enterprise")
MODES = ("live", "test")
PREMIUM_TIERS = frozenset({"premium", "enterprise"})


class TierRules:
    """What a key's tier allows; shared by the stored key and the cached identity of a request."""

    tier: str
    is_demo: bool

    @property
    def is_premium(self) -> bool:
        return self.tier in PREMIUM_TIERS and not self.is_demo

    @property
    def quota_class(self) -> str:
        return "demo" if self.is_demo else self.tier

    @property
    def livemode(self) -> bool:
        """Whether what the key makes is real: a test key's objects stay out of every public board and listing."""
        return self.mode == "live"


class ApiKey(TierRules, db.Model):
    """An API key: only its SHA-256 is stored. The keys domain creates and manages them."""

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
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # after a rotation, the previous secret's hash answers until previous_expires_at (the grace period)
    previous_hash: Mapped[str | None] = mapped_column(String(64), index=True)
    previous_expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # a test key made from a paid live key counts on that key's monthly quota
    live_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"))

    @property
    def quota_key_id(self) -> int:
        """The key whose monthly quota this key's requests count on."""
        return self.live_key_id or self.id


class QuotaUsage(db.Model):
    """Requests a key made in one UTC month (the record; Redis counts in front of it in production)."""

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
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1, server_default="1")
    payload: Mapped[dict] = mapped_column(JSON, nullable=False)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    audience: Mapped[str | None] = mapped_column(String(64))  # a keyless receiver the event is for, if any
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    dispatched_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Counter(db.Model):
    """A named counter shared by every process: `api_keys` is bumped by every revocation or tier change."""

    __tablename__ = "platform_counters"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[int] = mapped_column(Integer, nullable=False, default=0)


class IssuedFile(db.Model):
    """A file the hub served (a PDF), by its SHA-256, with the signed document it prints: the verify door says
    which document a dropped file is and when it was issued, and checks that document's signature again."""

    __tablename__ = "issued_files"

    sha256: Mapped[str] = mapped_column(String(64), primary_key=True)
    media_type: Mapped[str] = mapped_column(String(40), nullable=False)
    kind: Mapped[str] = mapped_column(String(40), nullable=False)  # the signed artefact kind it prints
    document_id: Mapped[str | None] = mapped_column(String(80))  # att_... where the document has an id
    content_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    signature: Mapped[str | None] = mapped_column(String(64))
    ed25519_signature: Mapped[str | None] = mapped_column(String(128))
    signing_key_id: Mapped[str | None] = mapped_column(String(64))
    document_date: Mapped[str | None] = mapped_column(String(40))  # the document's own date, as it states it
    verify_url: Mapped[str] = mapped_column(String(1000), nullable=False)
    issued_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
