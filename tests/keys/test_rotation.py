"""Rotating a key: a new secret once, the previous one answering until its grace period ends."""

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from tests.conftest import bearer

NOW = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)


def _current(client, secret):
    return client.get("/api/v1/keys/current", headers=bearer(secret))


def test_rotation_answers_a_new_secret_and_the_old_one_works_until_the_grace_ends(client, new_key):
    with time_machine.travel(NOW, tick=False) as traveller:
        old = new_key("premium")
        rotated = client.post("/api/v1/keys/current/rotate", json={"grace_seconds": 600}, headers=bearer(old))
        assert rotated.status_code == 200
        body = rotated.json
        new = body["key"]
        assert new.startswith("svc_pk_live_") and new != old and "shown once" in body["warning"]
        assert body["tier"] == "premium" and body["previous_key_expires_at"] == "2026-03-10T12:10:00Z"
        assert _current(client, new).json["key_id"] == body["key_id"]
        assert _current(client, old).json["key_id"] == body["key_id"]  # still inside the grace
        traveller.shift(timedelta(seconds=599))
        assert _current(client, old).status_code == 200
        traveller.shift(timedelta(seconds=1))
        refused = _current(client, old)
        assert refused.status_code == 401
        assert refused.json["error"]["code"] == "expired_api_key"
        assert _current(client, new).status_code == 200


def test_rotation_without_grace_ends_the_old_secret_at_once(client, new_key):
    old = new_key()
    new = client.post("/api/v1/keys/current/rotate", json={"grace_seconds": 0}, headers=bearer(old)).json["key"]
    assert _current(client, old).json["error"]["code"] == "expired_api_key"
    assert _current(client, new).status_code == 200


def test_rotation_grace_defaults_to_an_hour(client, new_key):
    with time_machine.travel(NOW, tick=False):
        body = client.post("/api/v1/keys/current/rotate", headers=bearer(new_key())).json
    assert body["previous_key_expires_at"] == "2026-03-10T13:00:00Z"


def test_rotating_again_ends_the_earlier_grace_at_once(client, new_key):
    first = new_key()
    second = client.post("/api/v1/keys/current/rotate", json={}, headers=bearer(first)).json["key"]
    third = client.post("/api/v1/keys/current/rotate", json={}, headers=bearer(second)).json["key"]
    assert _current(client, first).status_code == 401
    assert _current(client, second).status_code == 200 and _current(client, third).status_code == 200


@pytest.mark.parametrize("payload", [{"grace_seconds": -1}, {"grace_seconds": 86401}, {"grace_seconds": "soon"},
                                     {"grace_seconds": 1.5}, {"grace_seconds": None}, ["x"], {"other": 1}])
def test_rotation_refuses_a_grace_out_of_bounds_and_keeps_the_secret(client, new_key, payload):
    secret = new_key()
    response = client.post("/api/v1/keys/current/rotate", json=payload, headers=bearer(secret))
    assert response.status_code == 400
    assert response.json["error"]["code"] == "validation_error"
    assert _current(client, secret).status_code == 200


def test_rotation_accepts_the_bounds_of_the_grace(client, new_key):
    for grace in (0, 86400):
        response = client.post("/api/v1/keys/current/rotate", json={"grace_seconds": grace},
                               headers=bearer(new_key()))
        assert response.status_code == 200, grace


def test_rotation_needs_a_valid_key_and_spares_the_demo_key(client, demo_key):
    assert client.post("/api/v1/keys/current/rotate", json={}).json["error"]["code"] == "missing_api_key"
    refused = client.post("/api/v1/keys/current/rotate", json={}, headers=bearer(demo_key))
    assert refused.status_code == 403 and refused.json["error"]["code"] == "demo_key_immutable"
    assert _current(client, demo_key).status_code == 200


def test_a_revoked_key_cannot_be_used_through_its_previous_secret(client, new_key):
    old = new_key()
    new = client.post("/api/v1/keys/current/rotate", json={}, headers=bearer(old)).json["key"]
    assert client.delete("/api/v1/keys/current", headers=bearer(new)).status_code == 200
    assert _current(client, old).json["error"]["code"] == "invalid_api_key"
