"""Questions outside the hub's knowledge, and requests for advice or predictions, are refused with a reason and
suggestions of what the assistant can answer; nothing is cited."""

import pytest

from app.copilot.answer import SUGGESTIONS
from tests.copilot.conftest import ask

REFUSED = [
    ("What will bitcoin be worth next year?", "advice"),
    ("Give me investment advice.", "advice"),
    ("Should I buy Ondo USDY?", "advice"),
    ("Which token do you recommend I invest in?", "advice"),
    ("Who won the football world cup?", "out_of_scope"),
    ("How do I bake a chocolate cake?", "out_of_scope"),
    ("What is the capital of France?", "out_of_scope"),
    ("Tell me a joke", "out_of_scope"),
]


@pytest.mark.parametrize(("question", "reason"), REFUSED, ids=[q for q, _ in REFUSED])
def test_a_question_outside_the_hubs_knowledge_is_refused_with_its_reason(hub, client, question, reason):
    answer = ask(client, question)
    assert answer.status_code == 200
    body = answer.json
    assert body["refused"] is True and body["reason"] == reason
    assert body["citations"] == [] and body["suggestions"] == list(SUGGESTIONS)
    assert body["answer"] and body["conversation_id"].startswith("cnv_")


def test_an_out_of_scope_refusal_shows_the_scores_that_decided_it(hub, client):
    body = ask(client, "Who won the football world cup?").json
    retrieval = body["retrieval"]
    assert retrieval["score"] < retrieval["min_score"] or retrieval["coverage"] < retrieval["min_coverage"]


def test_each_suggestion_is_itself_answered(hub, client):
    for question in SUGGESTIONS:
        body = ask(client, question).json
        assert body["refused"] is False and body["citations"], question
