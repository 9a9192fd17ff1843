"""Attestations: a canonical snapshot of a score, its hash and signatures."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, DateTime, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow
from app.platform.urls import external_url


class Attestation(db.Model):
    """A signed snapshot of a score; public by id. `signature` is absent without ATTEST_SIGNING_KEY, the Ed25519
    signature and its key id without an Ed25519 key."""

    __tablename__ = "attestations"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="SET NULL"))
    snapshot: Mapped[dict] = mapped_column(JSON, nullable=False)
    content_hash: Mapped[str] = mapped_column(String(64), nullable=False, index=True)
    signature: Mapped[str | None] = mapped_column(String(64))
    ed25519_signature: Mapped[str | None] = mapped_column(String(128))
    signing_key_id: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)

    @property
    def verify_url(self) -> str:
        """The attestation's public page, where anyone verifies it."""
        return external_url("attest_pages.show", attestation_id=self.id)
