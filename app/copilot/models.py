"""Conversations with the assistant: an opaque id, its owner, and its last turns.

Of a question the hub keeps only its search words (stems), never its text: enough to follow up on it, nothing
that reads back what a person typed. A conversation expires SVC_COPILOT_TTL seconds after its last turn and keeps
its last SVC_COPILOT_TURNS turns.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow


class Conversation(db.Model):
    __tablename__ = "copilot_conversations"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)  # cnv_...
    owner_key_id: Mapped[int | None] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), index=True)
    turns: Mapped[int] = mapped_column(Integer, nullable=False, default=0)  # turns asked so far (numbers them)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False, index=True)


class Turn(db.Model):
    """One question and what answered it: its search words, whether it was refused, the pages cited."""

    __tablename__ = "copilot_turns"
    __table_args__ = (UniqueConstraint("conversation_id", "turn"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    conversation_id: Mapped[str] = mapped_column(
        ForeignKey("copilot_conversations.id", ondelete="CASCADE"), nullable=False)
    turn: Mapped[int] = mapped_column(Integer, nullable=False)
    stems: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    refused: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    reason: Mapped[str | None] = mapped_column(String(16))
    cited: Mapped[list] = mapped_column(JSON, nullable=False, default=list)  # the URLs of the pages cited
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
