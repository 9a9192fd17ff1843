"""The question's subject wins: the first citation is the page (and the place on it) about what the question names,
not a page that only mentions its words."""

import pytest

from app.platform.data import load
from app.platform.urls import external_url
from tests.conftest import shipped_products
from tests.copilot.conftest import ask


def _latest_change() -> dict:
    return max(load("changelog")["entries"], key=lambda e: (e["date"], e["id"]))


def _change_about(word: str) -> dict:
    return max((e for e in load("changelog")["entries"] if word in e["title"].lower()), key=lambda e: e["date"])


def highest_dated_apy() -> dict:
    """The live product of the shipped catalogue with the highest APY stated with its date and source."""
    dated = [p for p in shipped_products() if p.get("live", True) and p.get("apy") is not None and p.get("apy_as_of")
             and p.get("source_url")]
    return min(dated, key=lambda p: (-p["apy"], p["name"].lower(), p["id"]))


# (question, (endpoint, values, anchor) of the page the first citation must be, a fact it must quote)
SUBJECTS = [
    ("How is the readiness score computed?", lambda: ("scoring_pages.methodology", {}, "formula"),
     "The score is Σ weight × dimension ÷ 100"),
    ("How is the Watt score computed?", lambda: ("green_pages.methodology", {"model": "watt"}, "weights"),
     "Watt score is their weighted mean"),
    ("How is the H2O score computed?", lambda: ("green_pages.methodology", {"model": "h2o"}, "weights"),
     "H2O score is their weighted mean"),
    ("How is the nature score calculated?", lambda: ("green_pages.methodology", {"model": "nature"}, "weights"),
     "nature score is their weighted mean"),
    ("How is the carbon quality score computed?", lambda: ("green_pages.methodology", {"model": "cqs"}, "weights"),
     "the CQS is their weighted mean"),
    ("Which product has the highest APY?",
     lambda: ("catalogue_pages.product", {"product_id": highest_dated_apy()["id"]}, None), "APY: "),
    ("How do I verify an attestation?", lambda: ("hub_pages.developer_guide", {"slug": "attest"}, "verify-offline"),
     "examples/verify_attestation.py"),
    ("How are webhooks retried?", lambda: ("hub_pages.developer_guide", {"slug": "webhooks"}, "webhooks"), "attempt"),
    ("What is a ChargeFlow CFU-W?", lambda: ("hub_pages.developer_guide", {"slug": "chargeflow"}, "chargeflow"),
     "CFU-W"),
    ("What changed in the latest release?", lambda: ("hub_pages.changelog", {}, _latest_change()["id"]),
     "The latest entry of the change feed"),
]


@pytest.mark.parametrize(("question", "page", "fact"), SUBJECTS, ids=[q for q, _, _ in SUBJECTS])
def test_the_first_citation_is_the_page_about_the_questions_subject(hub, client, question, page, fact):
    body = ask(client, question).json
    endpoint, values, anchor = page()
    with hub.app_context():
        url = external_url(endpoint, _anchor=anchor, **values)
    assert body["refused"] is False, body["answer"]
    first = body["citations"][0]
    assert (first["url"], fact in first["excerpt"]) == (url, True), [(c["url"], c["excerpt"])
                                                                      for c in body["citations"]]


# questions naming a thing by its own name: a product, an endpoint, a change of the feed
NAMED = [
    ("Who issues BUIDL?", lambda: ("catalogue_pages.product", {"product_id": "blackrock-buidl"}, None, "product"),
     "is issued by BlackRock"),
    ("What does POST /api/v1/compare return?",
     lambda: ("hub_pages.developer_operation", {"operation_id": "compareProducts"}, None, "endpoint"),
     "POST /api/v1/compare:"),
    ("What changed in the readiness scoring?",
     lambda: ("hub_pages.changelog", {}, _change_about("readiness")["id"], "page"), "readiness"),
]


@pytest.mark.parametrize(("question", "page", "fact"), NAMED, ids=[q for q, _, _ in NAMED])
def test_a_thing_named_by_the_question_is_cited_first(hub, client, question, page, fact):
    body = ask(client, question).json
    endpoint, values, anchor, kind = page()
    with hub.app_context():
        url = external_url(endpoint, _anchor=anchor, **values)
    first = body["citations"][0] if body["citations"] else {}
    assert (first.get("url"), first.get("kind")) == (url, kind), body["answer"]
    assert fact in first["excerpt"]


def test_a_question_that_does_not_ask_what_changed_is_not_answered_from_the_change_feed(hub, client):
    body = ask(client, "How are webhooks retried?").json
    with hub.app_context():
        feed = external_url("hub_pages.changelog")
    assert body["citations"] and not any(c["url"].startswith(feed) for c in body["citations"])
