"""Factories of the assistant: a conversation of a key (or of no key) with its last turns, written as the
assistant keeps them (search words, never a question's text). The service makes a conversation only while it
answers a question, so this builds the rows directly; inside the caller's app context, flushed, not committed."""

from __future__ import annotations

from collections.abc import Sequence

from app.copilot.models import Conversation, Turn
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import utcnow
from app.platform.ids import new_id


def conversation(key: KeyIdentity | None = None, turns: int = 1,
                 stems: Sequence[str] = ("cqs", "weight")) -> Conversation:
    """A conversation whose last answered turn searched these words; its last activity now."""
    now = utcnow()
    made = Conversation(id=new_id("cnv"), owner_key_id=key.id if key else None, turns=turns, created_at=now,
                        updated_at=now)
    db.session.add(made)
    db.session.flush()
    db.session.add_all([Turn(conversation_id=made.id, turn=number, stems=list(stems), refused=False, cited=[],
                             created_at=now) for number in range(1, turns + 1)])
    db.session.flush()
    return made
