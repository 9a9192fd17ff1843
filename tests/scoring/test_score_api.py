"""POST /api/v1/score and /score/batch, GET /score/{id}/history, through HTTP."""

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.scoring import factories

ASSET = {"asset_type": "real_estate", "issuer_type": "company_spv", "whitepaper": "draft", "has_kyc": True}
WEIGHTS = {"legal_structure": 40, "kyc_aml": 10, "mica_compliance": 20, "data_room": 20, "investor_protection": 10}


def _scored(app, key: str, entries: int = 1) -> str:
    """The score_id of a history of the key with this many scores of ASSET, made by the factory."""
    with app.app_context(), unit_of_work():
        return factories.score_history(identity(key), entries).id


def _history(client, key, score_id, **params):
    return client.get(f"/api/v1/score/{score_id}/history", headers=bearer(key), query_string=params)


def test_anonymous_caller_gets_a_score_and_nothing_is_stored(client):
    body = client.post("/api/v1/score", json=ASSET).json
    assert body["score_id"].startswith("scr_") and body["persisted"] is False
    assert body["history_url"] == f"http://hub.test/api/v1/score/{body['score_id']}/history"
    assert body["grade"] and 0 <= body["score"] <= 100 and body["status"] in ("ready", "progress", "early", "blocked")
    assert set(body["breakdown"]) == {"legal_structure", "kyc_aml", "mica_compliance", "data_room",
                                      "investor_protection"}
    assert body["meta"]["version"] == "1.0"


def test_the_demo_key_stores_nothing(client, demo_key):
    body = client.post("/api/v1/score", json=ASSET, headers=bearer(demo_key)).json
    assert body["persisted"] is False
    assert _history(client, demo_key, body["score_id"]).status_code == 404


def test_reusing_a_score_id_accumulates_history(client, new_key):
    key = new_key()
    first = client.post("/api/v1/score", json=ASSET, headers=bearer(key)).json
    assert first["persisted"] is True
    better = {**ASSET, "whitepaper": "published", "legal_opinion": True, "score_id": first["score_id"]}
    second = client.post("/api/v1/score", json=better, headers=bearer(key)).json
    assert second["score_id"] == first["score_id"] and second["score"] > first["score"]
    history = _history(client, key, first["score_id"]).json
    assert history["kind"] == "session" and history["total"] == 2
    assert [e["score"] for e in history["entries"]] == [first["score"], second["score"]]
    entry = history["entries"][0]
    assert entry["grade"] == first["grade"] and entry["mica_classification"] == first["mica_classification"]
    assert entry["created_at"].endswith("Z") and isinstance(entry["id"], int)


def test_record_history_false_stores_nothing(app, client, new_key):
    key = new_key()
    score_id = _scored(app, key)
    again = {**ASSET, "score_id": score_id, "record_history": False}
    assert client.post("/api/v1/score", json=again, headers=bearer(key)).json["persisted"] is False
    assert _history(client, key, score_id).json["total"] == 1
    fresh = client.post("/api/v1/score", json={**ASSET, "record_history": False}, headers=bearer(key)).json
    assert _history(client, key, fresh["score_id"]).status_code == 404


def test_another_keys_score_id_is_not_found(app, client, new_key):
    owner, stranger = new_key(), new_key()
    score_id = _scored(app, owner)
    assert _history(client, stranger, score_id).status_code == 404
    hijack = client.post("/api/v1/score", json={**ASSET, "score_id": score_id}, headers=bearer(stranger))
    assert hijack.status_code == 404 and hijack.json["error"]["code"] == "not_found"
    assert _history(client, owner, score_id).json["total"] == 1


def test_history_is_paginated(app, client, new_key):
    key = new_key()
    score_id = _scored(app, key, entries=4)
    page = _history(client, key, score_id, limit=2, offset=1).json
    assert page["total"] == 4 and len(page["entries"]) == 2 and page["offset"] == 1
    assert _history(client, key, score_id, limit=0).status_code == 400


@pytest.mark.parametrize("body,field", [
    ({}, "_schema"), ({"description": "   "}, "_schema"), ({"asset_type": "spaceship"}, "asset_type"),
    ({"has_kyc": "maybe"}, "has_kyc"), ({"asset_type": "bonds", "colour": "red"}, "colour"),
    ({"asset_type": "bonds", "score_id": "scr_bad"}, "score_id"),
    ({"asset_type": "bonds", "min_ticket_eur": -5}, "min_ticket_eur"),
])
def test_bad_requests_are_400_with_the_field_named(client, body, field):
    response = client.post("/api/v1/score", json=body)
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
    assert field in response.json["error"]["details"]["fields"]


def test_custom_weights_and_profiles_are_premium(client, new_key, demo_key):
    for headers in ({}, bearer(demo_key), bearer(new_key())):
        for extra in ({"weights": WEIGHTS}, {"profile": "credit_fund"}):
            response = client.post("/api/v1/score", json={**ASSET, **extra}, headers=headers)
            assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"


def test_premium_weights_are_applied_and_reported_in_meta(client, new_key):
    key = new_key("premium")
    body = client.post("/api/v1/score", json={**ASSET, "weights": {**WEIGHTS, "kyc_aml": 110}},
                       headers=bearer(key)).json
    meta = body["meta"]
    assert meta["weights_source"] == "custom" and meta["weights_normalized"] is True
    assert round(sum(meta["weights_applied"].values()), 6) == 100
    profile = client.post("/api/v1/score", json={**ASSET, "profile": "real_estate_fund"}, headers=bearer(key)).json
    assert profile["meta"]["weights_source"] == "profile:real_estate_fund"
    assert profile["meta"]["weights_normalized"] is False
    plain = client.post("/api/v1/score", json=ASSET, headers=bearer(key)).json
    assert "weights_source" not in plain["meta"] and profile["score"] != plain["score"]


def test_all_zero_weights_are_refused(client, new_key):
    zero = dict.fromkeys(WEIGHTS, 0)
    response = client.post("/api/v1/score", json={**ASSET, "weights": zero}, headers=bearer(new_key("premium")))
    assert response.status_code == 400


def test_batch_answers_each_item_and_costs_one_quota_unit(client, new_key):
    key = new_key()
    before = int(client.get("/api/v1/keys/current", headers=bearer(key)).headers["X-RateLimit-Remaining"])
    response = client.post("/api/v1/score/batch", headers=bearer(key), json={"items": [
        ASSET, {}, "not an object", {**ASSET, "weights": WEIGHTS}, {"description": "Parc éolien via une SPV"}]})
    body = response.json
    assert response.status_code == 200
    assert (body["total"], body["succeeded"], body["failed"]) == (5, 2, 3)
    assert [i["index"] for i in body["items"]] == [0, 1, 2, 3, 4]
    assert body["items"][0]["ok"] and body["items"][0]["score_id"].startswith("scr_")
    assert body["items"][1]["error"]["code"] == "validation_error"
    assert "description or" in body["items"][1]["error"]["message"]
    assert body["items"][3]["error"]["code"] == "premium_required"
    assert int(response.headers["X-RateLimit-Remaining"]) == before - 1


def test_batch_item_record_history_overrides_the_batch(client, new_key):
    key = new_key()
    body = client.post("/api/v1/score/batch", headers=bearer(key), json={
        "record_history": False, "items": [ASSET, {**ASSET, "record_history": True}]}).json
    assert [i["persisted"] for i in body["items"]] == [False, True]
    assert _history(client, key, body["items"][1]["score_id"]).json["total"] == 1


def test_every_batch_item_carries_the_meta_of_a_single_answer(client, new_key):
    key = new_key("premium")
    single = client.post("/api/v1/score", headers=bearer(key), json={**ASSET, "weights": WEIGHTS}).json
    body = client.post("/api/v1/score/batch", headers=bearer(key), json={
        "items": [{**ASSET, "weights": WEIGHTS}, ASSET, {"locale": "de"}]}).json
    weighted, plain, failed = body["items"]
    assert set(weighted["meta"]) == set(single["meta"]) and weighted["meta"]["weights_source"] == "custom"
    assert weighted["meta"]["weights_applied"] == single["meta"]["weights_applied"]
    assert plain["meta"]["version"] == "1.0" and plain["meta"]["computed_at"].endswith("Z")
    assert not failed["ok"] and failed["meta"]["version"] == "1.0"
    assert failed["error"]["details"]["fields"]["locale"]


@pytest.mark.parametrize("items", [[], [ASSET] * 21, "nope"])
def test_batch_needs_one_to_twenty_items(client, items):
    response = client.post("/api/v1/score/batch", json={"items": items})
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"


def test_a_failing_batch_item_writes_nothing(app, client, new_key):
    owner, stranger = new_key(), new_key()
    foreign = _scored(app, owner)
    body = client.post("/api/v1/score/batch", headers=bearer(stranger),
                       json={"items": [{**ASSET, "score_id": foreign}]}).json
    assert body["items"][0]["error"]["code"] == "not_found"
    assert _history(client, owner, foreign).json["total"] == 1


GOLDEN = [
    ({"asset_type": "real_estate", "issuer_type": "company_spv", "whitepaper": "draft", "has_kyc": True},
     29.0, "F", "early", "undetermined",
     {"legal_structure": 30, "kyc_aml": 50, "mica_compliance": 25, "data_room": 15, "investor_protection": 20}),
    ({"description": "Tokenisation d'un immeuble à Paris via une SPV française, sans KYC, livre blanc en projet, "
                     "comptes audités, investisseurs particuliers, ticket minimum 1 000 €, loyers distribués"},
     37.2, "F", "blocked", "financial_instrument",
     {"legal_structure": 45, "kyc_aml": 0, "mica_compliance": 50, "data_room": 35, "investor_protection": 55}),
    ({"asset_type": "bonds", "issuer_type": "company_spv", "jurisdiction": "LU", "legal_opinion": True,
      "custody": "qualified_custodian", "has_kyc": True, "aml_policy": True, "prospectus": "approved",
      "audit": "audited", "redemption": "periodic", "investor_type": "professional"},
     79.5, "B", "progress", "financial_instrument",
     {"legal_structure": 100, "kyc_aml": 80, "mica_compliance": 85, "data_room": 50, "investor_protection": 65}),
]


@pytest.mark.parametrize("request_body,score,grade,status,mica,breakdown", GOLDEN)
def test_known_assets_keep_their_score_through_the_database(client, new_key, request_body, score, grade, status,
                                                            mica, breakdown):
    key = new_key()
    body = client.post("/api/v1/score", json=request_body, headers=bearer(key)).json
    assert (body["score"], body["grade"], body["status"], body["mica_classification"]) == (score, grade, status, mica)
    assert body["breakdown"] == breakdown
    stored = _history(client, key, body["score_id"]).json["entries"][0]
    assert (stored["score"], stored["grade"], stored["status"], stored["mica_classification"]) == (
        score, grade, status, mica)
    assert stored["breakdown"] == breakdown
