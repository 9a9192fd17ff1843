"""The assistant's answers at the service, without HTTP: a reply (a refusal offers questions it can answer and
cites nothing) and what the assistant knows."""

import pytest

from app.copilot import answer, service
from app.copilot.schemas import ChatAnswer, KnowledgeRead


@pytest.fixture
def ctx(hub):
    """The hub with its shipped data, and the test in its context; what it writes is flushed, never committed."""
    with hub.app_context():
        yield


def test_a_refused_question_offers_the_questions_it_can_answer_and_cites_nothing(ctx):
    reply = service.chat("Should I buy Ondo USDY?")
    assert reply.refused and reply.reason == "advice" and reply.citations == []
    assert reply.suggestions == list(answer.SUGGESTIONS) and reply.turn == 1
    answered = ChatAnswer().dump(reply)
    assert answered["conversation_id"] == reply.conversation_id and answered["retrieval"]["min_score"] == \
        answer.MIN_SCORE


def test_an_answer_cites_the_pages_it_quotes_and_offers_no_suggestions(ctx):
    reply = service.chat("What are the CQS weights?")
    assert not reply.refused and reply.suggestions == [] and reply.citations
    assert all(c.url == c.passage.url and c.excerpt for c in reply.citations)


def test_the_knowledge_counts_its_passages_by_kind(ctx):
    known = service.knowledge_summary()
    assert sum(source.passages for source in known.sources) == known.passages > 0
    assert KnowledgeRead().dump(known)["knowledge_version"] == known.knowledge_version
