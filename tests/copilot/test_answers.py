"""Questions whose answers are in the hub's data: each answered with a citation of the right hub page that quotes
the fact asked for."""

import pytest

from app.platform.data import load
from app.platform.urls import external_url
from tests.copilot.conftest import ask, cited

LATEST = max(load("changelog")["entries"], key=lambda e: (e["date"], e["id"]))

QUESTIONS = [
    ("What are the CQS weights?", ("green_pages.methodology", {"model": "cqs"}, "weights"), "additionality · 20"),
    ("What is the Watt lifetime_gwh formula?", ("green_pages.methodology", {"model": "watt"}, "energy"),
     "capacity (MW) × capacity factor × 8760 h × remaining years"),
    ("What is the free monthly quota?", ("hub_pages.developer_guide", {"slug": "limits"}, None), "free · 1000"),
    # the limits guide shows the value this hub runs with (the tests' own, not the default)
    ("What is the burst limit per IP?", ("hub_pages.developer_guide", {"slug": "limits"}, None), "SVC_BURST_LIMIT · "),
    ("Who is the issuer of BUIDL?", ("catalogue_pages.product", {"product_id": "blackrock-buidl"}, None),
     "is issued by BlackRock"),
    ("Which platform is Ondo USDY on?", ("catalogue_pages.product", {"product_id": "ondo-usdy"}, None),
     "on the Ondo Finance platform"),
    ("When was MiCA published in the Official Journal?",
     ("regulatory_pages.feed_page", {"jurisdiction": "EU"}, "ref-mica-published"), "2023-06-09"),
    ("What does the travel rule require?",
     ("regulatory_pages.feed_page", {"jurisdiction": "EU"}, "ref-tfr-travel-rule"), "originator and beneficiary"),
    ("What is the latest changelog entry?", ("hub_pages.changelog", {}, LATEST["id"]), LATEST["title"]),
    ("How do I verify an attestation?", ("hub_pages.developer_operation", {"operation_id": "verifyAttestation"}, None),
     "GET /api/v1/attest/verify"),
    ("What is the anonymous limit of the green reads?", ("hub_pages.developer_guide", {"slug": "green"}, "green"),
     "100 a day"),
    ("What are the default weights of the readiness dimensions?",
     ("scoring_pages.methodology", {}, "formula"), "legal_structure · 25"),
    ("What is the H2O score weight of stress?", ("green_pages.methodology", {"model": "h2o"}, "weights"),
     "stress · 30"),
]


@pytest.mark.parametrize(("question", "page", "fact"), QUESTIONS, ids=[q[0] for q in QUESTIONS])
def test_a_question_the_hub_answers_is_answered_with_a_citation_of_its_page(hub, client, question, page, fact):
    answer = ask(client, question)
    assert answer.status_code == 200, answer.json
    body = answer.json
    endpoint, values, anchor = page
    with hub.app_context():
        url = external_url(endpoint, _anchor=anchor, **values)
    assert body["refused"] is False and body["reason"] is None
    assert cited(body, url, fact), [(c["url"], c["excerpt"]) for c in body["citations"]]
    assert body["retrieval"]["score"] >= body["retrieval"]["min_score"]


def test_every_line_of_an_answer_quotes_the_passage_it_cites(hub, client):
    body = ask(client, "What are the CQS weights?").json
    lines = body["answer"].split("\n")
    assert len(lines) == len(body["citations"]) >= 1
    for n, (line, citation) in enumerate(zip(lines, body["citations"], strict=True), 1):
        assert line == f"According to “{citation['title']}” [{n}]: {citation['excerpt']}"
    assert "not legal, tax or investment advice" in body["disclaimer"]
    assert body["rephrased"] is False and body["rephrase_note"] is None


def test_a_green_asset_is_answered_from_its_green_page_with_its_score(hub, client):
    from app.green import service

    with hub.app_context():
        expected = f"{service.carbon_quality('verra-1477').cqs:g}"
        url = external_url("green_pages.asset", asset_id="verra-1477")
    body = ask(client, "What is the CQS of the Katingan project?").json
    assert cited(body, url, "Katingan") and cited(body, url, expected)
