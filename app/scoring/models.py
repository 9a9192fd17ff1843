"""Score series (a session scr_... or a monitor mon_...) and their entries."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, CheckConstraint, DateTime, Float, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class ScoreSeries(db.Model):
    """A score_id: the owner's history of one asset, or a premium monitor watching it."""

    __tablename__ = "score_series"
    __table_args__ = (
        CheckConstraint("kind IN ('session', 'monitor')", name="kind"),
        Index("ix_score_series_owner", "owner_key_id", "kind"),
        Index("ix_score_series_watch", "kind", "active"),
    )

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10), nullable=False)
    owner_key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), nullable=False)
    label: Mapped[str | None] = mapped_column(String(120))
    request: Mapped[dict] = mapped_column(JSON, nullable=False)
    jurisdiction: Mapped[str | None] = mapped_column(String(8))
    asset_type: Mapped[str | None] = mapped_column(String(32))
    active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)


class ScoreEntry(db.Model):
    """One computed score in a series."""

    __tablename__ = "score_entries"
    __table_args__ = (Index("ix_score_entries_series", "series_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    series_id: Mapped[str] = mapped_column(ForeignKey("score_series.id", ondelete="CASCADE"), nullable=False)
    score: Mapped[float] = mapped_column(Float, nullable=False)
    grade: Mapped[str] = mapped_column(String(4), nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    mica_classification: Mapped[str] = mapped_column(String(32), nullable=False)
    breakdown: Mapped[dict] = mapped_column(JSON, nullable=False)
    trigger: Mapped[str] = mapped_column(String(64), nullable=False, default="request")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
