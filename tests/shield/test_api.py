"""Proof-tap through the API: a tap gives a pending receipt, a seal gives it a proof that verifies; payloads are
hashed and never kept; the free tier's 100 anchors a month; demo, quota, premium doors; the tap event."""

import hashlib
import logging
from datetime import UTC, datetime

import pytest
import time_machine

from tests.conftest import bearer

H = hashlib.sha256(b"board minutes 2026-11-24").hexdigest()


def _tap(client, key, **body):
    return client.post("/api/v1/shield/tap", json=body, headers=bearer(key))


def test_a_tap_is_pending_then_sealed_with_a_proof_anyone_can_verify(client, new_key):
    key = new_key("free")
    pending = _tap(client, key, hash=H)
    assert pending.status_code == 201 and pending.json["status"] == "pending" and pending.json["proof"] is None
    sealed = _tap(client, key, hash=hashlib.sha256(b"second").hexdigest(), anchor_now=True).json
    first = client.get(f"/api/v1/shield/receipts/{pending.json['id']}").json
    assert first["status"] == "anchored" and sealed["proof"]["root"] == first["proof"]["root"]
    assert first["proof"]["tree_size"] >= 2 and first["proof"]["seals"][0]["ed25519_signature"]
    by_id = client.post("/api/v1/shield/verify", json={"hash": H, "receipt_id": first["id"]}).json
    assert by_id["valid"] and by_id["included"] and by_id["signature"]["verdict"] == "valid"
    proof = {k: first["proof"][k] for k in ("leaf_index", "tree_size", "path", "root")}
    stateless = client.post("/api/v1/shield/verify", json={"hash": H, "proof": proof}).json
    assert stateless["valid"] and stateless["root_known_to_hub"] and stateless["signature"] is None
    other = hashlib.sha256(b"changed").hexdigest()
    refused = client.post("/api/v1/shield/verify", json={"hash": other, "proof": proof}).json
    assert refused["valid"] is False and refused["reasons"] == ["path_mismatch"]
    forged = {**proof, "seal": {"signature": "0" * 64, "ed25519_signature": None, "signing_key_id": None}}
    assert client.post("/api/v1/shield/verify", json={"hash": H, "proof": forged}).json["valid"] is False


def test_a_payload_is_hashed_and_never_stored_or_logged(app, client, new_key, caplog):
    secret_text = "contract clause 7: the buyer pays 1,234,567 EUR"
    with caplog.at_level(logging.DEBUG):
        receipt = _tap(client, new_key("free"), payload=secret_text, anchor_now=True).json
    assert receipt["hash"] == hashlib.sha256(secret_text.encode()).hexdigest()
    assert secret_text not in caplog.text
    from sqlalchemy import select

    from app.extensions import db
    from app.platform.models import OutboxEvent
    from app.shield.models import ShieldRoot, ShieldSeal, ShieldTap

    with app.app_context():
        models = (ShieldTap, ShieldRoot, ShieldSeal, OutboxEvent)
        dumped = " ".join(str(row) for model in models for row in db.session.execute(select(model.__table__)))
    assert secret_text not in dumped and "1,234,567" not in dumped


@pytest.mark.parametrize("body", [{}, {"hash": H, "payload": "both"}, {"hash": "abc"}, {"payload": ""},
                                  {"payload": "x" * 65_537}, {"hash": H, "anchor_now": "yes"}, {"hash": 5}])
def test_bad_taps_are_400_and_write_nothing(client, new_key, body):
    key = new_key("free")
    response = _tap(client, key, **body)
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
    assert client.get("/api/v1/shield/quota", headers=bearer(key)).json["used"] == 0


def test_a_free_key_anchors_its_monthly_hashes_then_429_and_premium_has_no_limit(make_app, _migrated, new_key):
    client = make_app(SVC_SHIELD_FREE_ANCHORS="2").test_client()
    key = new_key("free")
    assert [_tap(client, key, hash=H).status_code for _ in range(3)] == [201, 201, 429]
    refused = _tap(client, key, hash=H)
    assert refused.json["error"]["code"] == "anchor_quota_exceeded" and refused.json["error"]["details"]["limit"] == 2
    quota = client.get("/api/v1/shield/quota", headers=bearer(key)).json
    assert (quota["limit"], quota["used"], quota["remaining"]) == (2, 2, 0) and quota["reset_at"] > 0
    premium = new_key("premium")
    assert [_tap(client, premium, hash=H).status_code for _ in range(3)] == [201, 201, 201]
    assert client.get("/api/v1/shield/quota", headers=bearer(premium)).json["limit"] is None


def test_ingest_hashes_a_raw_body_as_it_streams_and_refuses_one_too_large(make_app, _migrated, new_key):
    client = make_app(SVC_SHIELD_INGEST_MAX="2048").test_client()
    key = new_key("free")
    body = bytes(range(256)) * 8  # 2048 bytes of any type
    done = client.post("/api/v1/shield/ingest?anchor_now=true", data=body, headers={
        **bearer(key), "Content-Type": "application/pdf"})
    assert done.status_code == 201 and done.json["hash"] == hashlib.sha256(body).hexdigest()
    assert done.json["kind"] == "ingest" and done.json["status"] == "anchored"
    too_big = client.post("/api/v1/shield/ingest", data=body + b"!", headers=bearer(key))
    assert too_big.status_code == 413
    empty = client.post("/api/v1/shield/ingest", data=b"", headers=bearer(key))
    assert empty.status_code == 400 and empty.json["error"]["code"] == "validation_error"
    quota = client.get("/api/v1/shield/quota", headers=bearer(key)).json
    assert quota["used"] == 1  # only the body that was anchored counted


def test_ingest_hashes_a_json_file_as_it_streams_like_any_other(client, new_key):
    body = b'{"invoice": 42, "lines": [1, 2, 3]}\n'  # a JSON file to anchor is bytes, never parsed
    done = client.post("/api/v1/shield/ingest", data=body, headers={
        **bearer(new_key("free")), "Content-Type": "application/json"})
    assert done.status_code == 201, done.get_data(as_text=True)[:300]
    assert done.json["hash"] == hashlib.sha256(body).hexdigest()


def test_the_demo_needs_no_key_is_sealed_at_once_and_limited_per_address(make_app, _migrated):
    client = make_app(SVC_SHIELD_DEMO_LIMIT="2/hour").test_client()
    first = client.post("/api/v1/shield/demo", json={"payload": "hello proof-tap"})
    assert first.status_code == 201 and first.json["demo"] is True and first.json["status"] == "anchored"
    assert client.post("/api/v1/shield/demo", json={"hash": H}).status_code == 201
    assert client.post("/api/v1/shield/demo", json={"hash": H}).status_code == 429


def test_receipts_and_verification_are_public_and_unknown_ids_are_404(client):
    assert client.get("/api/v1/shield/receipts/rcp_aaaaaaaaaaaaaaaaaaaaaaaa").status_code == 404
    assert client.get("/api/v1/shield/receipts/nonsense").status_code == 404
    response = client.post("/api/v1/shield/verify", json={"hash": H, "receipt_id": "rcp_aaaaaaaaaaaaaaaaaaaaaaaa"})
    assert response.status_code == 404
    both = client.post("/api/v1/shield/verify", json={"hash": H})
    assert both.status_code == 400


@pytest.mark.parametrize(("method", "path"), [("get", "/api/v1/shield/audit"), ("get", "/api/v1/shield/export"),
                                              ("post", "/api/v1/shield/pack"), ("post", "/api/v1/shield/reseal")])
def test_evidence_routes_are_premium(client, new_key, method, path):
    response = getattr(client, method)(path, headers=bearer(new_key("free")), json={})
    assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"


def test_a_tap_with_a_key_publishes_its_event_and_a_demo_tap_does_not(app, client, new_key):
    from sqlalchemy import select

    from app.extensions import db
    from app.platform.models import OutboxEvent

    receipt = _tap(client, new_key("free"), hash=H).json
    client.post("/api/v1/shield/demo", json={"hash": H})
    with app.app_context():
        events = db.session.scalars(select(OutboxEvent).where(OutboxEvent.event == "shield.tap.created")).all()
        assert [e.payload["receipt_id"] for e in events] == [receipt["id"]]
        assert events[0].payload["hash"] == H and events[0].payload["status"] == "pending"


def test_the_same_hash_anchored_twice_gets_two_sealed_receipts_under_different_roots(client, new_key):
    key = new_key("free")
    first = _tap(client, key, hash=H, anchor_now=True).json
    again = _tap(client, key, hash=H, anchor_now=True).json
    assert first["status"] == again["status"] == "anchored"
    assert first["proof"]["root"] != again["proof"]["root"]
    demo = client.post("/api/v1/shield/demo", json={"hash": H}).json
    assert demo["status"] == "anchored"


def test_the_anchor_429_names_its_reset_as_the_quota_429_does(make_app, _migrated, new_key):
    client = make_app(SVC_SHIELD_FREE_ANCHORS="1").test_client()
    key = new_key("free")
    with time_machine.travel(datetime(2026, 11, 30, 22, tzinfo=UTC), tick=False):
        assert _tap(client, key, hash=H).status_code == 201
        refused = _tap(client, key, hash=H)
    assert refused.status_code == 429 and refused.json["error"]["code"] == "anchor_quota_exceeded"
    assert refused.json["error"]["details"] == {"limit": 1, "reset_at": "2026-12-01T00:00:00Z"}
    assert refused.headers["Retry-After"] == str(2 * 3600)
