"""The optional rephrasing by an OpenAI-compatible model on loopback: it rewords the quoted answer and keeps the
citations; any failure, a slow answer, or a rewording that adds a figure gives the quoted answer with a note."""

import json
import time

import pytest

from tests.copilot.conftest import ask

PATH = "/v1/chat/completions"
QUESTION = "What are the CQS weights?"


def _completion(content) -> tuple[int, bytes]:
    return 200, json.dumps({"id": "c1", "object": "chat.completion",
                            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                         "finish_reason": "stop"}]}).encode()


@pytest.fixture
def rephrasing(make_app, hub, fake_https):
    """A hub whose COPILOT_LLM_URL is the fake peer."""
    def factory(**overrides):
        return make_app(COPILOT_LLM_URL=f"{fake_https.url}/v1", COPILOT_LLM_MODEL="tiny", COPILOT_LLM_KEY="sk-test",
                        **fake_https.settings(), **overrides).test_client()

    return factory


def test_the_model_rewords_the_answer_and_the_citations_stay(rephrasing, fake_https, client):
    reworded = "The carbon quality score weighs additionality and permanence most [1]."
    fake_https.routes[PATH] = _completion(reworded)
    quoted = ask(client, QUESTION).json
    body = ask(rephrasing(), QUESTION).json
    assert body["rephrased"] is True and body["rephrase_note"] is None and body["answer"] == reworded
    assert body["citations"] == quoted["citations"]
    (sent,) = fake_https.received
    request = json.loads(sent["body"])
    assert sent["method"] == "POST" and sent["path"] == PATH
    assert sent["headers"]["Authorization"] == "Bearer sk-test" and request["model"] == "tiny"
    assert request["messages"][0]["role"] == "system" and "Add no fact" in request["messages"][0]["content"]
    assert quoted["citations"][0]["excerpt"] in request["messages"][1]["content"]
    assert QUESTION not in sent["body"].decode()  # the question never leaves the hub


@pytest.mark.parametrize(("route", "code"), [
    ((500, b'{"error": "overloaded"}'), "status_500"),
    ((200, b"not json"), "malformed_answer"),
    ((200, b'{"choices": []}'), "malformed_answer"),
    (_completion(None), "malformed_answer"),
    (_completion(""), "bad_length"),
    (_completion("The CQS weighs additionality 35 and permanence 20 [1]."), "added_figures"),
    (_completion("The CQS weights are in the methodology [7]."), "unknown_citation"),
])
def test_a_failed_or_unfaithful_rephrasing_gives_the_quoted_answer(rephrasing, fake_https, client, route, code):
    fake_https.routes[PATH] = route
    quoted = ask(client, QUESTION).json
    body = ask(rephrasing(), QUESTION).json
    assert body["rephrased"] is False and code in body["rephrase_note"]
    assert body["answer"] == quoted["answer"] and body["citations"] == quoted["citations"]


def test_a_slow_model_times_out_to_the_quoted_answer(rephrasing, fake_https):
    """The model answers well after the timeout: had the hub waited, the answer would be the rewording."""
    def slow(_path):
        time.sleep(2.5)
        return _completion("Too late [1].")

    fake_https.routes[PATH] = slow
    body = ask(rephrasing(COPILOT_LLM_TIMEOUT=0.3), QUESTION).json
    assert body["rephrased"] is False and "timeout" in body["rephrase_note"] and body["citations"]
    assert "Too late" not in body["answer"]


def test_an_unreachable_model_gives_the_quoted_answer(make_app, hub, fake_https):
    client = make_app(COPILOT_LLM_URL="https://127.0.0.1:9/v1", **fake_https.settings()).test_client()
    body = ask(client, QUESTION).json
    assert body["rephrased"] is False and "connection_error" in body["rephrase_note"]


def test_a_model_outside_the_outbound_rules_is_never_called(make_app, hub, fake_https):
    fake_https.routes[PATH] = _completion("Reworded [1].")
    client = make_app(COPILOT_LLM_URL=f"{fake_https.url}/v1").test_client()  # loopback not allowed here
    body = ask(client, QUESTION).json
    assert body["rephrased"] is False and "address_not_allowed" in body["rephrase_note"]
    assert fake_https.received == []


def test_a_refusal_is_never_sent_to_the_model(rephrasing, fake_https):
    fake_https.routes[PATH] = _completion("Bitcoin will double [1].")
    body = ask(rephrasing(), "What will bitcoin be worth next year?").json
    assert body["refused"] is True and body["rephrased"] is False and body["rephrase_note"] is None
    assert fake_https.received == []


@pytest.mark.parametrize("question", ["How is the readiness score computed?", "Which product has the highest APY?"])
def test_the_model_is_given_the_passages_the_quoted_answer_cites(rephrasing, fake_https, client, question):
    fake_https.routes[PATH] = _completion("Reworded, with its source [1].")
    quoted = ask(client, question).json
    body = ask(rephrasing(), question).json
    assert body["rephrased"] is True and body["citations"] == quoted["citations"]
    prompt = json.loads(fake_https.received[0]["body"])["messages"][1]["content"]
    assert quoted["citations"] and all(c["excerpt"] in prompt for c in quoted["citations"])
