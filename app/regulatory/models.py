"""Curated regulatory references and the feed subscriptions of premium keys."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, DateTime, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class RegulatoryReference(db.Model):
    """One dated reference (a text, a guideline, a deadline) with its official link and sources.
    `content_hash` is the SHA-256 of what it says: a change to it is an amendment."""

    __tablename__ = "regulatory_references"
    __table_args__ = (Index("ix_regulatory_references_date", "date", "id"),)

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    date: Mapped[str] = mapped_column(String(10), nullable=False)
    date_note: Mapped[str | None] = mapped_column(Text)
    jurisdiction: Mapped[str] = mapped_column(String(8), nullable=False, index=True)
    tags: Mapped[list] = mapped_column(JSON, nullable=False)
    tag_list: Mapped[str] = mapped_column(String(200), nullable=False)  # ",mica,esma,": the tag filter's column
    title: Mapped[str] = mapped_column(Text, nullable=False)
    summary: Mapped[str] = mapped_column(Text, nullable=False)
    url: Mapped[str] = mapped_column(Text, nullable=False)
    requirement: Mapped[str | None] = mapped_column(Text)
    asset_types: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    caution: Mapped[str | None] = mapped_column(Text)
    sources: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    content_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)


class RegulatorySubscription(db.Model):
    """What a key wants from the feed: jurisdictions and tags (empty means all)."""

    __tablename__ = "regulatory_subscriptions"

    owner_key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), primary_key=True)
    jurisdictions: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    tags: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
