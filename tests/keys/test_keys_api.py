"""Creating, using and revoking keys through the API and the operators' command line."""

import re

from app.extensions import db
from app.platform.auth import hash_secret
from app.platform.models import ApiKey
from tests.conftest import bearer

LIVE_KEY = re.compile(r"^svc_pk_live_[a-z2-7]{32}$")


def test_create_key_returns_a_free_live_key_once_and_stores_only_its_hash(app, client):
    response = client.post("/api/v1/keys", json={"label": "my app"})
    assert response.status_code == 201
    body = response.json
    assert LIVE_KEY.match(body["key"])
    assert body["tier"] == "free" and body["mode"] == "live" and body["label"] == "my app"
    assert body["quota"]["limit"] == 1000 and body["quota"]["remaining"] == 1000
    assert "shown once" in body["warning"]
    with app.app_context():
        stored = db.session.query(ApiKey).one()
        assert stored.key_hash == hash_secret(body["key"])
        columns = [getattr(stored, c.key) for c in ApiKey.__table__.columns]
        assert body["key"] not in columns
    current = client.get("/api/v1/keys/current", headers=bearer(body["key"])).json
    assert "key" not in current and current["key_id"] == body["key_id"]


def test_create_test_key_when_asked(client):
    body = client.post("/api/v1/keys", json={"mode": "test"}).json
    assert body["key"].startswith("svc_pk_test_") and body["mode"] == "test"


def test_create_key_refuses_bad_input_without_writing(app, client):
    for payload in ({"mode": "prod"}, {"label": ""}, {"label": "x" * 81}, {"tier": "premium"}, ["a"]):
        response = client.post("/api/v1/keys", json=payload)
        assert response.status_code == 400, payload
        assert response.json["error"]["code"] == "validation_error"
    with app.app_context():
        assert db.session.query(ApiKey).count() == 0


def test_key_creation_is_limited_to_five_per_hour_per_ip(make_app, _migrated):
    limited = make_app(SVC_KEY_CREATE_LIMIT="5/hour")
    client = limited.test_client()
    env = {"REMOTE_ADDR": "203.0.113.7"}
    statuses = [client.post("/api/v1/keys", json={}, environ_base=env).status_code for _ in range(6)]
    assert statuses == [201] * 5 + [429]
    refused = client.post("/api/v1/keys", json={}, environ_base=env)
    assert refused.json["error"]["code"] == "rate_limited"
    assert '"keys";r=0;' in refused.headers["RateLimit"]  # the creation window, beside the API's
    assert '"keys";q=5;w=3600' in refused.headers["RateLimit-Policy"]
    assert 3500 < int(refused.headers["Retry-After"]) <= 3601
    other = client.post("/api/v1/keys", json={}, environ_base={"REMOTE_ADDR": "203.0.113.8"})
    assert other.status_code == 201


def test_requests_refused_as_invalid_do_not_count_on_the_creation_limit(make_app, _migrated):
    client = make_app(SVC_KEY_CREATE_LIMIT="5/hour").test_client()
    env = {"REMOTE_ADDR": "203.0.113.9"}
    invalid = [client.post("/api/v1/keys", json=payload, environ_base=env)
               for payload in ({"mode": "prod"}, {"label": ""}, {"tier": "premium"}, ["a"]) * 2]
    invalid.append(client.post("/api/v1/keys?tier=premium", json={}, environ_base=env))
    assert [r.status_code for r in invalid] == [400] * 9
    assert all(r.headers["X-RateLimit-Remaining"] == "5" and '"keys";r=5;' in r.headers["RateLimit"]
               for r in invalid)
    valid = [client.post("/api/v1/keys", json={}, environ_base=env) for _ in range(6)]
    assert [r.status_code for r in valid] == [201] * 5 + [429]
    assert [r.headers["X-RateLimit-Remaining"] for r in valid[:5]] == ["4", "3", "2", "1", "0"]
    assert client.post("/api/v1/keys", json={"mode": "prod"}, environ_base=env).status_code == 429


def test_demo_key_is_accepted_as_a_free_shared_key(client, demo_key):
    body = client.get("/api/v1/keys/current", headers=bearer(demo_key)).json
    assert body["demo"] is True and body["tier"] == "free" and body["display"] == "svc_pk_test_demo"


def test_current_key_shows_this_months_use_without_counting_itself(client, new_key):
    key = new_key()
    client.get("/api/v1/jurisdictions", headers=bearer(key))
    body = client.get("/api/v1/keys/current", headers=bearer(key)).json
    assert body["quota"]["used"] == 1 and body["quota"]["remaining"] == 999
    assert client.get("/api/v1/keys/current", headers=bearer(key)).json["quota"]["used"] == 1


def test_a_key_whose_quota_is_used_up_can_still_be_read_and_revoked(make_app, _migrated, new_key):
    client = make_app(SVC_QUOTAS={"free": 1, "demo": 1, "premium": 1, "enterprise": 1}).test_client()
    key = new_key()
    assert client.get("/api/v1/jurisdictions", headers=bearer(key)).status_code == 200
    assert client.get("/api/v1/jurisdictions", headers=bearer(key)).status_code == 429
    current = client.get("/api/v1/keys/current", headers=bearer(key))
    assert current.status_code == 200 and current.json["quota"]["remaining"] == 0
    assert current.headers["X-RateLimit-Remaining"] == "0"
    assert client.delete("/api/v1/keys/current", headers=bearer(key)).status_code == 200


def test_revoking_your_key_makes_it_invalid_at_once(client, new_key):
    key = new_key()
    revoked = client.delete("/api/v1/keys/current", headers=bearer(key))
    assert revoked.status_code == 200 and revoked.json["revoked_at"]
    after = client.get("/api/v1/keys/current", headers=bearer(key))
    assert after.status_code == 401 and after.json["error"]["code"] == "invalid_api_key"


def test_demo_key_cannot_be_revoked(client, demo_key):
    response = client.delete("/api/v1/keys/current", headers=bearer(demo_key))
    assert response.status_code == 403 and response.json["error"]["code"] == "demo_key_immutable"
