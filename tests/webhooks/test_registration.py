"""Registering a webhook: HTTPS to public addresses only, registered events, a secret shown once, owners only."""

import pytest

from app.platform.meta import ErrorSchema
from tests.conftest import bearer
from tests.keys.factories import make_key


def test_registering_answers_the_secret_once_and_never_again(hub, owner, fake_https):
    made = hub.test_client().post("/api/v1/webhooks", headers=owner, json={
        "url": f"{fake_https.url}/hook", "events": ["regulation_update", "new_requirement"]}).json
    assert made["id"].startswith("wh_") and made["secret"].startswith("whsec_") and made["active"] is True
    assert made["events"] == ["regulation_update", "new_requirement"] and made["created_at"].endswith("Z")
    listed = hub.test_client().get("/api/v1/webhooks", headers=owner).json
    assert listed["total"] == 1 and listed["webhooks"][0]["id"] == made["id"]
    assert "secret" not in listed["webhooks"][0] and made["secret"] not in str(listed)


def test_a_free_key_cannot_register(hub, fake_https):
    response = hub.test_client().post("/api/v1/webhooks", headers=bearer(make_key(hub, "free")),
                                      json={"url": f"{fake_https.url}/hook", "events": ["regulation_update"]})
    assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"


def test_unknown_event_names_are_refused_with_the_allowed_ones_in_the_documented_shape(hub, owner, fake_https):
    client = hub.test_client()
    response = client.post("/api/v1/webhooks", headers=owner,
                           json={"url": f"{fake_https.url}/hook", "events": ["regulation_update", "nope"]})
    assert response.status_code == 400 and "nope" in response.json["error"]["message"]
    details = response.json["error"]["details"]
    assert "regulation_update" in details["allowed"]["events"] and list(details["fields"]) == ["events"]
    assert ErrorSchema().validate(response.json) == {}  # details.allowed: field -> values, as documented
    allowed = client.get("/svc-openapi.json").json["components"]["schemas"]["ErrorDetails"]["properties"]["allowed"]
    assert allowed["type"] == "object" and allowed["additionalProperties"]["type"] == "array"


REFUSED = [
    "http://example.org/hook", "https://user:pw@example.org/hook", "https://localhost/hook",
    "https://127.0.0.1/hook", "https://2130706433/hook", "https://0x7f000001/hook", "https://0177.0.0.1/hook",
    "https://127.1/hook", "https://0.0.0.0/hook", "https://10.0.0.1/hook", "https://172.16.0.1/hook",
    "https://192.168.1.1/hook", "https://100.64.0.1/hook", "https://169.254.169.254/latest/meta-data",
    "https://[::1]/hook", "https://[::]/hook", "https://[::ffff:127.0.0.1]/hook", "https://[::ffff:a9fe:a9fe]/hook",
    "https://[::7f00:1]/hook", "https://[64:ff9b::7f00:1]/hook", "https://[fc00::1]/hook", "https://[fe80::1]/hook",
    "https://does-not-resolve.invalid/hook", "https://example.org/hook\u00e9", "https://exa mple.org/hook",
    "https://" + "a" * 70 + ".example.org/hook", "https://[fec0::1]/hook", "https://[::ffff:0:7f00:1]/hook",
]


@pytest.mark.parametrize("url", REFUSED)
def test_a_target_that_is_not_public_https_is_refused_and_nothing_is_kept(make_app, _migrated, url):
    from app.extensions import db
    from tests.conftest import _empty_tables

    app = make_app()  # loopback not allowed, as in production
    try:
        owner = bearer(make_key(app, "premium"))
        client = app.test_client()
        response = client.post("/api/v1/webhooks", headers=owner, json={"url": url, "events": ["regulation_update"]})
        assert response.status_code == 400, response.json
        error = response.json["error"]
        assert error["code"] == "validation_error" and error["details"]["fields"]["url"]
        assert client.get("/api/v1/webhooks", headers=owner).json["total"] == 0
    finally:
        _empty_tables(app)
        with app.app_context():
            db.engine.dispose()


def test_without_a_webhook_secret_nothing_is_registered(make_app, _migrated, fake_https):
    app = make_app(WEBHOOK_SECRET="", **fake_https.settings())
    owner = bearer(make_key(app, "premium"))
    client = app.test_client()
    response = client.post("/api/v1/webhooks", headers=owner,
                           json={"url": f"{fake_https.url}/hook", "events": ["regulation_update"]})
    assert response.status_code == 503 and response.json["error"]["code"] == "signing_unavailable"
    assert client.get("/api/v1/webhooks", headers=owner).json["total"] == 0


def test_another_key_can_neither_see_nor_touch_a_webhook(hub, register):
    made = register()
    other = bearer(make_key(hub, "premium"))
    client = hub.test_client()
    assert client.get("/api/v1/webhooks", headers=other).json["total"] == 0
    for method, path in (("delete", ""), ("post", "/test"), ("post", "/rotate-secret"), ("get", "/deliveries"),
                         ("post", "/replay")):
        response = getattr(client, method)(f"/api/v1/webhooks/{made.id}{path}", headers=other)
        assert response.status_code == 404 and response.json["error"]["code"] == "not_found", path


def test_deleting_removes_the_webhook(hub, owner, register):
    made = register()
    client = hub.test_client()
    assert client.delete(f"/api/v1/webhooks/{made.id}", headers=owner).status_code == 204
    assert client.get("/api/v1/webhooks", headers=owner).json["total"] == 0
    assert client.delete(f"/api/v1/webhooks/{made.id}", headers=owner).status_code == 404


def test_rotating_gives_a_new_secret_and_says_until_when_the_old_one_signs(hub, owner, register):
    made = register()
    rotated = hub.test_client().post(f"/api/v1/webhooks/{made.id}/rotate-secret", headers=owner).json
    assert rotated["secret"].startswith("whsec_") and rotated["secret"] != made.secret
    assert rotated["secret_rotated_at"] and rotated["previous_secret_valid_until"] > rotated["secret_rotated_at"]
