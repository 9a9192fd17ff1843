"""Bad bodies are a 400 with the error envelope and the field named, never a 500; nothing is written."""

import pytest

from tests.copilot.conftest import ask

BAD = [
    ({}, "question"),
    ({"question": "hi"}, "question"),
    ({"question": "    \n   "}, "question"),
    ({"question": "x" * 1001}, "question"),
    ({"question": 42}, "question"),
    ({"question": None}, "question"),
    ({"question": ["What", "is"]}, "question"),
    ({"question": "What are the CQS weights?", "conversation_id": "cnv_short"}, "conversation_id"),
    ({"question": "What are the CQS weights?", "conversation_id": 7}, "conversation_id"),
    ({"question": "What are the CQS weights?", "stream": True}, "stream"),
]


@pytest.mark.parametrize(("body", "field"), BAD)
def test_a_bad_body_is_a_400_naming_the_field(hub, client, body, field):
    answer = client.post("/api/v1/copilot/chat", json=body)
    assert answer.status_code == 400
    error = answer.json["error"]
    assert error["code"] == "validation_error" and field in error["details"]["fields"]


@pytest.mark.parametrize("data", [b"not json", b'{"question": "What are the CQS weights?"', b"[]", b'"text"'])
def test_a_body_that_is_not_a_json_object_is_a_400(hub, client, data):
    answer = client.post("/api/v1/copilot/chat", data=data, content_type="application/json")
    assert answer.status_code == 400 and answer.json["error"]["code"] in ("validation_error", "bad_request")


def test_a_refused_body_writes_no_conversation(hub, client):
    from sqlalchemy import func, select

    from app.copilot.models import Conversation
    from app.extensions import db

    ask(client, "hi")
    with hub.app_context():
        assert db.session.scalar(select(func.count()).select_from(Conversation)) == 0


def test_the_longest_question_allowed_is_answered(hub, client):
    question = ("What are the CQS weights? " * 40)[:1000]
    assert ask(client, question).status_code == 200
