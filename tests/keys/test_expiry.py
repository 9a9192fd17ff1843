"""Keys that expire: chosen at creation, refused with expired_api_key afterwards."""

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from tests.conftest import bearer

NOW = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)


def test_a_key_with_expires_in_days_answers_until_then_and_is_then_expired(client):
    with time_machine.travel(NOW, tick=False) as traveller:
        body = client.post("/api/v1/keys", json={"expires_in_days": 30}).json
        assert body["expires_at"] == "2026-04-09T12:00:00Z"
        traveller.shift(timedelta(days=30, seconds=-1))
        assert client.get("/api/v1/keys/current", headers=bearer(body["key"])).status_code == 200
        traveller.shift(timedelta(seconds=1))
        refused = client.get("/api/v1/keys/current", headers=bearer(body["key"]))
    assert refused.status_code == 401
    assert refused.json["error"]["code"] == "expired_api_key"
    assert refused.json["error"]["details"]["expired_at"] == "2026-04-09T12:00:00Z"
    assert "invalid_token" in refused.headers["WWW-Authenticate"]


def test_an_expired_key_is_refused_on_public_routes_too(client):
    with time_machine.travel(NOW, tick=False) as traveller:
        secret = client.post("/api/v1/keys", json={"expires_at": "2026-03-11T00:00:00+00:00"}).json["key"]
        traveller.shift(timedelta(days=2))
        assert client.get("/api/v1/changelog").status_code == 200
        refused = client.get("/api/v1/changelog", headers=bearer(secret))
    assert refused.status_code == 401 and refused.json["error"]["code"] == "expired_api_key"


def test_a_key_without_expiry_never_expires(client):
    body = client.post("/api/v1/keys", json={}).json
    assert body["expires_at"] is None


@pytest.mark.parametrize("payload", [
    {"expires_in_days": 0}, {"expires_in_days": 367}, {"expires_in_days": "soon"}, {"expires_in_days": 2.5},
    {"expires_at": "2026-03-01T00:00:00+00:00"}, {"expires_at": "2027-03-12T00:00:00+00:00"},
    {"expires_at": "tomorrow"}, {"expires_at": "2026-04-01T00:00:00"},
    {"expires_at": "2026-04-01T00:00:00+00:00", "expires_in_days": 5},
])
def test_creation_refuses_an_expiry_out_of_bounds_without_writing(app, client, payload):
    from app.extensions import db
    from app.platform.models import ApiKey

    with time_machine.travel(NOW, tick=False):
        response = client.post("/api/v1/keys", json=payload)
    assert response.status_code == 400, response.json
    assert response.json["error"]["code"] == "validation_error"
    with app.app_context():
        assert db.session.query(ApiKey).count() == 0


def test_creation_accepts_the_bounds_of_the_expiry(client):
    with time_machine.travel(NOW, tick=False):
        for payload in ({"expires_in_days": 1}, {"expires_in_days": 366},
                        {"expires_at": "2027-03-11T12:00:00+00:00"}):
            assert client.post("/api/v1/keys", json=payload).status_code == 201, payload


def test_operators_create_keys_that_expire(app, runner):
    from app.extensions import db
    from app.platform.clock import aware, utcnow
    from app.platform.models import ApiKey

    result = runner.invoke(args=["keys", "create", "--tier", "premium", "--expires-in-days", "7"])
    assert result.exit_code == 0, result.output
    assert "expires:" in result.output
    with app.app_context():
        key = db.session.query(ApiKey).one()
        assert timedelta(days=6, hours=23) < aware(key.expires_at) - utcnow() <= timedelta(days=7)
    refused = runner.invoke(args=["keys", "create", "--expires-in-days", "400"])
    assert refused.exit_code != 0


def test_operators_see_which_keys_expired(app, runner):
    with time_machine.travel(NOW, tick=False) as traveller:
        runner.invoke(args=["keys", "create", "--label", "short", "--expires-in-days", "1"])
        runner.invoke(args=["keys", "create", "--label", "lasting"])
        traveller.shift(timedelta(days=2))
        listed = runner.invoke(args=["keys", "list"]).output
    rows = {line.split()[-1]: line for line in listed.splitlines() if line.startswith("key_")}
    assert "expired" in rows["short"] and "active" in rows["lasting"]


@pytest.mark.parametrize(("path", "payload"), [
    ("/api/v1/keys", {"expires_at": "9999-12-31T23:59:59+14:00"}), ("/api/v1/keys", {"expires_in_days": 10**30}),
    ("/api/v1/keys", {"expires_at": "0000-01-01T00:00:00Z"}), ("/api/v1/keys", {"expires_at": 17}),
    ("/api/v1/keys/current/rotate", {"grace_seconds": 10**30}), ("/api/v1/keys/current/rotate", "not json"),
    ("/api/v1/keys/current/test-keys", {"expires_at": "-1"}), ("/api/v1/keys/current/test-keys", 12),
])
def test_odd_key_requests_are_refused_with_the_envelope_never_a_500(client, new_key, path, payload):
    response = client.post(path, json=payload, headers=bearer(new_key()))
    assert response.status_code == 400, (payload, response.status_code)
    assert response.json["error"]["code"] == "validation_error"
