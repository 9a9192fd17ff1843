"""Idempotency-Key on creating requests: a retry answers the first answer and creates nothing; another body with the
same key is refused; keys are the caller's own; a failure on our side does not keep the key."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from app.extensions import db
from app.platform.idempotency import CREATING
from app.platform.idempotency_models import IdempotencyRecord
from tests.conftest import bearer
from tests.platform.idempotency_cases import CASES, headers_for, row_counts

KEY = {"Idempotency-Key": "order-2026-11-27-0001"}


def _keys(app) -> int:
    from app.platform.models import ApiKey

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(ApiKey))


def test_a_retried_creation_answers_the_first_answer_and_creates_nothing(app, client):
    first = client.post("/api/v1/keys", json={"label": "ci"}, headers=KEY)
    before = _keys(app)
    again = client.post("/api/v1/keys", json={"label": "ci"}, headers=KEY)
    assert first.status_code == 201 and "Idempotency-Replayed" not in first.headers
    assert again.status_code == 201 and again.headers["Idempotency-Replayed"] == "true"
    assert again.json == first.json and again.json["key"] == first.json["key"]
    assert again.mimetype == "application/json" and _keys(app) == before


def test_without_a_key_every_request_creates(app, client):
    before = _keys(app)
    client.post("/api/v1/keys", json={})
    client.post("/api/v1/keys", json={})
    assert _keys(app) == before + 2


def test_the_body_is_compared_as_canonical_json(client, new_key):
    caller = {**bearer(new_key("premium")), **KEY}
    first = client.post("/api/v1/monitor", data='{"label": "FR bond", "score": {"asset_type": "bonds"}}',
                        content_type="application/json", headers=caller)
    again = client.post("/api/v1/monitor", data='{"score":{"asset_type":"bonds"},"label":"FR bond"}',
                        content_type="application/json", headers=caller)
    assert first.status_code == 201 and again.headers.get("Idempotency-Replayed") == "true"


def test_the_same_key_with_another_body_is_refused_with_422(client):
    client.post("/api/v1/keys", json={"label": "ci"}, headers=KEY)
    other = client.post("/api/v1/keys", json={"label": "prod"}, headers=KEY)
    assert other.status_code == 422 and other.json["error"]["code"] == "idempotency_mismatch"
    assert "Idempotency-Replayed" not in other.headers


@pytest.mark.parametrize("value", ["", "x" * 256, "clé-accentuée", "tab\there"])
def test_a_key_that_is_empty_too_long_or_not_printable_is_a_400(app, client, value):
    before = _keys(app)
    response = client.post("/api/v1/keys", json={}, headers={"Idempotency-Key": value})
    assert response.status_code == 400 and response.json["error"]["code"] == "invalid_idempotency_key"
    assert _keys(app) == before


def test_a_key_of_255_printable_characters_is_accepted(client):
    assert client.post("/api/v1/keys", json={}, headers={"Idempotency-Key": "~" * 255}).status_code == 201


def test_keys_are_scoped_by_api_key_so_two_callers_never_share_one(client, new_key):
    alice, bob = bearer(new_key("premium")), bearer(new_key("premium"))
    mine = client.post("/api/v1/monitor", json={"score": {"asset_type": "bonds"}}, headers={**alice, **KEY})
    theirs = client.post("/api/v1/monitor", json={"score": {"asset_type": "bonds"}}, headers={**bob, **KEY})
    assert mine.status_code == theirs.status_code == 201
    assert "Idempotency-Replayed" not in theirs.headers and theirs.json["monitor_id"] != mine.json["monitor_id"]
    assert client.post("/api/v1/monitor", json={"score": {"asset_type": "shares"}},
                       headers={**bob, **KEY}).status_code == 422


def test_without_an_api_key_keys_are_scoped_by_client_address(client):
    here = client.post("/api/v1/keys", json={}, headers=KEY, environ_base={"REMOTE_ADDR": "192.0.2.1"})
    there = client.post("/api/v1/keys", json={}, headers=KEY, environ_base={"REMOTE_ADDR": "192.0.2.2"})
    assert here.status_code == there.status_code == 201 and here.json["key_id"] != there.json["key_id"]
    assert "Idempotency-Replayed" not in there.headers


def test_a_request_while_the_first_still_runs_is_a_409_with_retry_after(app, client):
    from app.platform import idempotency

    here = {"REMOTE_ADDR": "192.0.2.9"}
    with app.test_request_context("/api/v1/keys", method="POST", json={}, headers=KEY, environ_base=here):
        scope, fingerprint = idempotency._scope(), idempotency.fingerprint()
        assert idempotency._inserted(scope, KEY["Idempotency-Key"], fingerprint)
    busy = client.post("/api/v1/keys", json={}, headers=KEY, environ_base=here)
    assert busy.status_code == 409 and busy.json["error"]["code"] == "idempotency_in_progress"
    assert busy.headers["Retry-After"] == "1"


def test_a_server_error_is_not_kept_and_the_key_can_be_used_again(app, client, monkeypatch):
    from app.keys import service

    real = service.create_key

    def broken(**kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(service, "create_key", broken)
    failed = client.post("/api/v1/keys", json={}, headers=KEY)
    assert failed.status_code == 500
    monkeypatch.setattr(service, "create_key", real)
    retried = client.post("/api/v1/keys", json={}, headers=KEY)
    assert retried.status_code == 201 and "Idempotency-Replayed" not in retried.headers


def test_a_server_error_after_the_commit_is_kept_so_the_retry_creates_nothing(app, client, monkeypatch):
    """A hook that runs after the request's commit fails: the key already exists, so the 500 is what the key keeps,
    and the retry answers it again instead of making a second key."""
    from app.platform import quota

    hooks = list(app.after_request_funcs[None])
    failed = []

    def fails_once(response):
        if not failed:
            failed.append(response.status_code)
            raise RuntimeError("headers could not be written")
        return quota.apply_headers(response)

    monkeypatch.setitem(app.after_request_funcs, None,
                        [fails_once if hook is quota.apply_headers else hook for hook in hooks])
    monkeypatch.setitem(app.config, "PROPAGATE_EXCEPTIONS", False)  # answered as in production: a 500
    before = _keys(app)
    first = client.post("/api/v1/keys", json={"label": "saved"}, headers=KEY)
    assert failed == [201] and first.status_code == 500 and _keys(app) == before + 1
    again = client.post("/api/v1/keys", json={"label": "saved"}, headers=KEY)
    assert again.status_code == 500 and again.headers["Idempotency-Replayed"] == "true"
    assert _keys(app) == before + 1


def test_a_refusal_of_the_request_is_kept_and_answered_again(client):
    refused = client.post("/api/v1/keys", json={"tier": "platinum"}, headers=KEY)
    again = client.post("/api/v1/keys", json={"tier": "platinum"}, headers=KEY)
    assert refused.status_code == 400 and again.status_code == 400
    assert again.json == refused.json and again.headers["Idempotency-Replayed"] == "true"


def test_the_kept_answer_is_stored_sealed_not_in_clear(app, client):
    made = client.post("/api/v1/keys", json={}, headers=KEY).json
    with app.app_context():
        stored = db.session.scalars(select(IdempotencyRecord.answer)).all()
    assert stored and all(made["key"].encode() not in blob for blob in stored)


def test_keys_older_than_a_day_are_purged_and_then_free(app, client):
    import time_machine

    from app.platform.db import unit_of_work
    from app.platform.idempotency import purge_expired

    client.post("/api/v1/keys", json={"label": "ci"}, headers=KEY)
    with time_machine.travel(timedelta(hours=25), tick=False), app.app_context(), unit_of_work():
        assert purge_expired() >= 1
    fresh = client.post("/api/v1/keys", json={"label": "prod"}, headers=KEY)
    assert fresh.status_code == 201 and "Idempotency-Replayed" not in fresh.headers


def test_the_purge_is_an_hourly_periodic_job():
    from app.domains import periodic

    (purge,) = [job for job in periodic() if job.path == "app.platform.idempotency:purge_expired"]
    assert purge.interval == 3600


# POSTs that check, compute, move or send what exists: a retry of them creates nothing new.
NOT_CREATING = {
    "chargeflow.Retire", "chargeflow.PartnerSync", "compare.Compare", "copilot.Chat",
    "green_batches.CarbonBatchRoute", "green_batches.H2OBatchRoute", "green_batches.WattBatchRoute",
    "regulatory.Subscribe", "shield.Pack", "shield.Reseal", "shield.Verify",
    "verify_door.VerifyDoor", "verify_door.VerifyFile", "watts.DemoMatch", "watts.DemoReserve", "watts.OfferMatch",
    "watts.OfferWithdraw", "watts.Cancel", "watts.Confirm", "watts.Settle", "watts.ListingWithdraw",
    "webhooks.ReplayAllRoute", "webhooks.RotateSecret", "webhooks.Ping", "webhooks.ReplayOne",
}


def test_every_post_under_api_v1_is_declared_creating_or_not(app):
    posts = {rule.endpoint for rule in app.url_map.iter_rules()
             if "POST" in rule.methods and rule.rule.startswith("/api/v1/")}
    assert posts - NOT_CREATING == CREATING
    assert set(CASES) == CREATING


def test_the_openapi_document_names_the_header_on_each_creating_operation_only(client):
    spec = client.get("/svc-openapi.json").json
    named = {(path, method) for path, item in spec["paths"].items() for method, op in item.items()
             if isinstance(op, dict) and any(p.get("name") == "Idempotency-Key" for p in op.get("parameters", []))}
    assert ("/api/v1/keys", "post") in named and ("/api/v1/watts/secondary/{listing_id}/interest", "post") in named
    assert len(named) == len(CREATING) and all(method == "post" for _, method in named)
    undocumented = [path for path, _ in named if not {"409", "422"} <= set(spec["paths"][path]["post"]["responses"])]
    assert undocumented == []  # idempotency_in_progress and idempotency_mismatch are answers of each of them


@pytest.mark.parametrize("endpoint", sorted(CASES))
def test_a_replay_of_each_creating_operation_creates_nothing_and_another_body_is_refused(
        request, app, client, catalogue, monkeypatch, endpoint):
    case = CASES[endpoint]
    headers, secret = headers_for(app, case)
    made = case.prepare(app, secret) if case.prepare else {}
    if case.peer:
        peer = request.getfixturevalue("fake_https")
        for name, value in peer.settings().items():
            monkeypatch.setitem(app.config, name, value)
        made["peer"] = peer.url
    headers = {**headers, "Idempotency-Key": f"retry-{endpoint}"}
    before = row_counts(app)
    first = client.post(case.url(made), **case.sent(made), headers=headers)
    assert first.status_code < 300, (endpoint, first.status_code, first.get_data()[:300])
    created = row_counts(app)
    assert created != before, endpoint  # the first request made something
    again = client.post(case.url(made), **case.sent(made), headers=headers)
    assert again.headers.get("Idempotency-Replayed") == "true" and again.status_code == first.status_code
    assert again.get_data() == first.get_data() and again.mimetype == first.mimetype
    assert row_counts(app) == created, endpoint
    other = client.post(case.url(made), **case.sent(made, unasked=1), headers=headers)
    assert (other.status_code, other.json["error"]["code"]) == (422, "idempotency_mismatch"), endpoint
    assert "Idempotency-Replayed" not in other.headers and row_counts(app) == created, endpoint


def test_the_idempotency_guide_names_the_header_and_each_answer(app):
    from flask import render_template

    with app.test_request_context("/developers/idempotency"):
        page = render_template("hub/docs/idempotency.html")
    for said in ("Idempotency-Key", "Idempotency-Replayed: true", "idempotency_mismatch", "idempotency_in_progress",
                 "invalid_idempotency_key", "Retry-After: 1", "24 hours", "then its answer failed (5xx)"):
        assert said in page, said
