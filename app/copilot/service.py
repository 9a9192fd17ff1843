"""The assistant: a question in, an answer quoted from the hub's pages and data (or a refusal) out, in a
conversation that keeps its last turns for a while.

A conversation belongs to the key that started it (or to no key: then anyone holding its id may continue it);
another caller gets 404. Of each question only its search words are kept, never its text, and nothing here logs it.
"""

from __future__ import annotations

from datetime import timedelta

from flask import current_app
from sqlalchemy import delete, select, update

from app.copilot import answer, knowledge
from app.copilot.errors import ConversationNotFound
from app.copilot.models import Conversation, Turn
from app.copilot.rephrase import rephrase
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.ids import new_id

DISCLAIMER = ("Answers quote the hub's own pages and data: an indicative signal, not legal, tax or investment advice, "
              "and not a regulated certificate. Check the cited pages before relying on them.")


def _owned_by(key: KeyIdentity | None):
    return Conversation.owner_key_id.is_(None) if key is None else Conversation.owner_key_id == key.id


def _cutoff():
    return utcnow() - timedelta(seconds=current_app.config["SVC_COPILOT_TTL"])


def _create(key: KeyIdentity | None) -> str:
    created = Conversation(id=new_id("cnv"), owner_key_id=key.id if key else None, turns=0)
    db.session.add(created)
    db.session.flush()
    return created.id


def _find(conversation_id: str, key: KeyIdentity | None) -> str:
    """The caller's conversation with this id, if it has not expired; 404 otherwise (ids cannot be probed)."""
    found = db.session.scalar(select(Conversation.id).where(
        Conversation.id == conversation_id, _owned_by(key), Conversation.updated_at >= _cutoff()))
    if found is None:
        raise ConversationNotFound("No such conversation: it expired, or it is not yours. Leave out "
                                   "conversation_id to start a new one.")
    return found


def _prior(conversation_id: str) -> tuple[str, ...]:
    """The search words of the conversation's last answered turn (what a follow-up refers to)."""
    stems = db.session.scalar(select(Turn.stems).where(Turn.conversation_id == conversation_id,
                                                       Turn.refused.is_(False)).order_by(Turn.turn.desc()).limit(1))
    return tuple(stems or ())


def _record(conversation_id: str, made: answer.Draft) -> tuple[int, str]:
    """Add the turn (numbered by one conditional UPDATE, so two racing turns never share a number), drop the
    turns past SVC_COPILOT_TURNS; (its number, the conversation's expiry)."""
    now = utcnow()
    number = db.session.execute(
        update(Conversation).where(Conversation.id == conversation_id)
        .values(turns=Conversation.turns + 1, updated_at=now).returning(Conversation.turns)
        .execution_options(synchronize_session=False)).scalar_one()
    db.session.add(Turn(conversation_id=conversation_id, turn=number, stems=list(made.stems), refused=made.refused,
                        reason=made.reason, cited=[c.passage.url for c in made.citations], created_at=now))
    keep = current_app.config["SVC_COPILOT_TURNS"]
    db.session.execute(delete(Turn).where(Turn.conversation_id == conversation_id, Turn.turn <= number - keep))
    db.session.flush()
    return number, iso(now + timedelta(seconds=current_app.config["SVC_COPILOT_TTL"]))


def _retrieval(made: answer.Draft, version: str) -> dict:
    return {"score": made.score, "coverage": made.coverage, "min_score": answer.MIN_SCORE,
            "min_coverage": answer.MIN_COVERAGE, "knowledge_version": version}


def chat(question: str, conversation_id: str | None = None, key: KeyIdentity | None = None) -> dict:
    """Answer a question from the hub's knowledge, in a new conversation or the caller's given one. Nothing is
    written before the answer is ready, so a slow rephrasing model never holds a database write open."""
    known = _find(conversation_id, key) if conversation_id else None
    index = knowledge.index()
    made = answer.draft(index, question, _prior(known) if known else ())
    worded = rephrase(made)
    conversation = known or _create(key)
    number, expires_at = _record(conversation, made)
    return {"conversation_id": conversation, "turn": number, "answer": worded.text, "refused": made.refused,
            "reason": made.reason, "suggestions": list(answer.SUGGESTIONS) if made.refused else [],
            "citations": [{"title": c.passage.title, "url": c.passage.url, "excerpt": c.excerpt,
                           "kind": c.passage.kind} for c in made.citations],
            "rephrased": worded.rephrased, "rephrase_note": worded.note,
            "retrieval": _retrieval(made, index.version), "expires_at": expires_at, "disclaimer": DISCLAIMER}


def forget(conversation_id: str, key: KeyIdentity | None = None) -> None:
    """Delete one of the caller's conversations and its turns at once; 404 when there is none."""
    owned = select(Conversation.id).where(Conversation.id == conversation_id, _owned_by(key))
    if db.session.scalar(owned) is None:
        raise ConversationNotFound()
    db.session.execute(delete(Turn).where(Turn.conversation_id == conversation_id))
    db.session.execute(delete(Conversation).where(Conversation.id == conversation_id, _owned_by(key)))


def expire() -> int:
    """Delete the conversations idle for longer than SVC_COPILOT_TTL, with their turns; how many."""
    cutoff = _cutoff()
    stale = select(Conversation.id).where(Conversation.updated_at < cutoff)
    db.session.execute(delete(Turn).where(Turn.conversation_id.in_(stale)))
    return db.session.execute(delete(Conversation).where(Conversation.updated_at < cutoff)).rowcount or 0


def knowledge_summary() -> dict:
    """What the assistant answers from, and its thresholds."""
    index = knowledge.index()
    return {"knowledge_version": index.version, "built_at": index.built_at, "passages": len(index.passages),
            "sources": [{"kind": kind, "passages": n} for kind, n in sorted(index.counts().items())],
            "min_score": answer.MIN_SCORE, "min_coverage": answer.MIN_COVERAGE,
            "max_citations": answer.MAX_CITATIONS, "rephrasing": bool(current_app.config.get("COPILOT_LLM_URL")),
            "examples": list(answer.SUGGESTIONS), "disclaimer": DISCLAIMER}
