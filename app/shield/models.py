"""Anchored hashes (taps), the Merkle roots that seal them, each root's signatures (seals), and each key's
anchors per UTC month. Only hashes are kept: a tapped payload is hashed in the request and dropped."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, CheckConstraint, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class ShieldRoot(db.Model):
    """A Merkle root over a batch of taps (RFC 9162), sealed at a time."""

    __tablename__ = "shield_roots"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    root: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
    tree_size: Mapped[int] = mapped_column(Integer, nullable=False)
    sealed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)

    __table_args__ = (CheckConstraint("tree_size >= 1", name="size"),)


class ShieldSeal(db.Model):
    """A signature of a root (HMAC and Ed25519 of 'svc-shield:v1:' + root); a reseal adds one, never replaces."""

    __tablename__ = "shield_seals"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    root_id: Mapped[str] = mapped_column(ForeignKey("shield_roots.id", ondelete="CASCADE"), nullable=False,
                                         index=True)
    signature: Mapped[str | None] = mapped_column(String(64))
    ed25519_signature: Mapped[str | None] = mapped_column(String(128))
    signing_key_id: Mapped[str | None] = mapped_column(String(64))
    signed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)


class ShieldTap(db.Model):
    """One anchored SHA-256: pending until a root seals it, then its leaf index and inclusion path."""

    __tablename__ = "shield_taps"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    digest: Mapped[str] = mapped_column(String(64), nullable=False)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    demo: Mapped[bool] = mapped_column(db.Boolean, nullable=False, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    root_id: Mapped[str | None] = mapped_column(ForeignKey("shield_roots.id", ondelete="RESTRICT"))
    leaf_index: Mapped[int | None] = mapped_column(Integer)
    path: Mapped[list | None] = mapped_column(JSON)

    __table_args__ = (
        Index("ix_shield_taps_pending", "root_id", "created_at"),
        Index("ix_shield_taps_owner", "owner_key_id", "created_at"),
        CheckConstraint("(root_id IS NULL) = (leaf_index IS NULL)", name="sealed"),
    )


class ShieldUsage(db.Model):
    """Anchors per key and UTC month: the free tier's counter, raised only under its limit (one statement)."""

    __tablename__ = "shield_usage"

    owner_key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), primary_key=True)
    period: Mapped[str] = mapped_column(String(7), primary_key=True)
    used: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
