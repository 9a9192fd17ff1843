"""The assistant: a question in, an answer quoted from the hub's pages and data (or a refusal) out, in a
conversation that keeps its last turns for a while.

A conversation belongs to the key that started it (or to no key: then anyone holding its id may continue it);
another caller gets 404. Of each question only its search words are kept, never its text, and nothing here logs it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import NamedTuple

from flask import current_app
from sqlalchemy import delete, select, update

from app.copilot import answer, knowledge
from app.copilot.errors import ConversationNotFound
from app.copilot.models import Conversation, Turn
from app.copilot.rephrase import Rephrasing, rephrase
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.ids import new_id

DISCLAIMER = ("Answers quote the hub's own pages and data: an indicative signal, not legal, tax or investment advice, "
              "and not a regulated certificate. Check the cited pages before relying on them.")


@dataclass(frozen=True)
class Retrieval:
    """How well the hub's knowledge matched the question: the best passage's BM25 score and the share of the
    question's words it holds, beside the refusal rule's thresholds."""

    score: float
    coverage: float
    knowledge_version: str
    min_score: float = answer.MIN_SCORE
    min_coverage: float = answer.MIN_COVERAGE


@dataclass(frozen=True)
class Reply:
    """One turn as answered: its conversation and number, the draft it rests on (quoted passages, or a refusal and
    its reason), the wording given (the quote, or the model's rephrasing of it), and when the conversation
    expires."""

    conversation_id: str
    turn: int
    draft: answer.Draft
    worded: Rephrasing
    retrieval: Retrieval
    expires_at: str
    disclaimer: str = DISCLAIMER

    @property
    def answer(self) -> str:
        return self.worded.text

    @property
    def refused(self) -> bool:
        return self.draft.refused

    @property
    def reason(self) -> str | None:
        return self.draft.reason

    @property
    def suggestions(self) -> list[str]:
        """Questions it can answer, offered with a refusal."""
        return list(answer.SUGGESTIONS) if self.draft.refused else []

    @property
    def citations(self) -> list[answer.Citation]:
        return list(self.draft.citations)

    @property
    def rephrased(self) -> bool:
        return self.worded.rephrased

    @property
    def rephrase_note(self) -> str | None:
        return self.worded.note


class SourceCount(NamedTuple):
    kind: str
    passages: int


@dataclass(frozen=True)
class Knowledge:
    """What the assistant answers from (one knowledge version's index), its thresholds, whether a model rephrases
    its answers, and example questions."""

    index: knowledge.Index
    rephrasing: bool
    min_score: float = answer.MIN_SCORE
    min_coverage: float = answer.MIN_COVERAGE
    max_citations: int = answer.MAX_CITATIONS
    examples: list[str] = field(default_factory=lambda: list(answer.SUGGESTIONS))
    disclaimer: str = DISCLAIMER

    @property
    def knowledge_version(self) -> str:
        return self.index.version

    @property
    def built_at(self) -> str:
        return self.index.built_at

    @property
    def passages(self) -> int:
        return len(self.index.passages)

    @property
    def sources(self) -> list[SourceCount]:
        """How many passages of each kind, by kind."""
        return [SourceCount(kind, n) for kind, n in sorted(self.index.counts().items())]


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


def chat(question: str, conversation_id: str | None = None, key: KeyIdentity | None = None) -> Reply:
    """Answer a question from the hub's knowledge, in a new conversation or the caller's given one. Nothing is
    written before the answer is ready, so a slow rephrasing model never holds a database write open."""
    known = _find(conversation_id, key) if conversation_id else None
    index = knowledge.index()
    made = answer.draft(index, question, _prior(known) if known else ())
    worded = rephrase(made)
    conversation = known or _create(key)
    number, expires_at = _record(conversation, made)
    return Reply(conversation, number, made, worded, Retrieval(made.score, made.coverage, index.version), expires_at)


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


def knowledge_summary() -> Knowledge:
    """What the assistant answers from, and its thresholds."""
    return Knowledge(knowledge.index(), bool(current_app.config.get("COPILOT_LLM_URL")))
