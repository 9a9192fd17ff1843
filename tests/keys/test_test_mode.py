"""Test keys: their objects stay out of every public board, match and listing, their verify answers say
livemode false, and a paid test key counts on its live key's quota."""

import re

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.watts import factories
from tests.watts.factories import profile_body


@pytest.fixture
def keys(new_key) -> dict:
    return {"live": new_key("premium"), "test": new_key("premium", mode="test"),
            "other_test": new_key("premium", mode="test"), "buyer": new_key("premium")}


def _offer(app, secret, **changes) -> str:
    with app.app_context(), unit_of_work():
        return factories.offer(identity(secret), **changes).id


def _board(client, secret, **query) -> list[str]:
    response = client.get("/api/v1/watts/offers", query_string=query, headers=bearer(secret))
    assert response.status_code == 200, response.json
    return [offer["id"] for offer in response.json["offers"]]


def _match(client, secret) -> list[str]:
    response = client.post("/api/v1/watts/offers/match", json=profile_body(), headers=bearer(secret))
    assert response.status_code == 200, response.json
    return [offer["id"] for offer in response.json["offers"]]


def test_a_test_keys_offer_is_absent_from_the_public_board_and_match_and_present_for_its_owner(app, client, keys):
    live, test = _offer(app, keys["live"], label="Live solar"), _offer(app, keys["test"], label="Test solar")
    assert _board(client, keys["buyer"]) == [live]
    assert _match(client, keys["buyer"]) == [live]
    assert _board(client, keys["test"], mine=1) == [test]
    assert _board(client, keys["test"]) == [test]  # test keys see the sandbox, never a live offer
    assert _match(client, keys["other_test"]) == [test]
    page = client.get("/reserve").get_data(as_text=True)
    assert "Live solar" in page and "Test solar" not in page
    assert client.get(f"/api/v1/watts/offers/{test}", headers=bearer(keys["buyer"])).status_code == 404


def test_a_test_reservation_never_holds_live_capacity(app, client, keys):
    _offer(app, keys["live"])
    answer = client.post("/api/v1/watts/reserve", json=profile_body(), headers=bearer(keys["test"])).json
    assert answer["offer_id"] is None and answer["match_score"] == 0


def test_a_test_keys_listing_is_absent_from_the_public_listing_board(app, client, keys):
    _offer(app, keys["other_test"])
    with app.app_context(), unit_of_work():
        reservation = factories.reservation(identity(keys["test"]), "confirmed")
        listing = factories.listing(identity(keys["test"]), reservation.id).id
    public = client.get("/api/v1/watts/secondary", headers=bearer(keys["buyer"])).json
    assert listing not in [item["id"] for item in public["listings"]]
    assert listing not in client.get("/reserve").get_data(as_text=True)
    mine = client.get("/api/v1/watts/secondary", query_string={"mine": 1}, headers=bearer(keys["test"])).json
    assert [item["id"] for item in mine["listings"]] == [listing]
    interest = client.post(f"/api/v1/watts/secondary/{listing}/interest", json={"note": "hi"},
                           headers=bearer(keys["buyer"]))
    assert interest.status_code == 404


ASSET = {"score": {"description": "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in draft",
                   "has_kyc": True}}


def test_verify_answers_say_livemode_and_the_page_shows_a_test_object(client, keys):
    made = {mode: client.post("/api/v1/attest", json=ASSET, headers=bearer(keys[mode])).json["id"]
            for mode in ("live", "test")}
    assert client.post("/api/v1/verify", json={"id": made["live"]}).json["livemode"] is True
    assert client.post("/api/v1/verify", json={"id": made["test"]}).json["livemode"] is False
    own_path = client.get("/api/v1/attest/verify", query_string={"id": made["test"]}).json
    assert own_path["livemode"] is False
    by_hash = client.post("/api/v1/verify", json={"hash": "0" * 64}).json
    assert "livemode" not in by_hash
    assert 'id="door-test-object"' in client.get(f"/verify?id={made['test']}").get_data(as_text=True)
    assert 'id="door-test-object"' not in client.get(f"/verify?id={made['live']}").get_data(as_text=True)


def test_a_unit_minted_with_a_test_key_verifies_as_a_test_object(client, keys):
    session = {"external_session_id": "S-1", "started_at": "2026-11-20T10:00:00Z", "ended_at": "2026-11-20T11:00:00Z",
               "energy_kwh": 12.5, "location": {"country": "FR"}, "operator_id": "OP-1", "source_format": "json_custom"}
    minted = client.post("/api/v1/chargeflow", json={"session": session, "attributes": {}},
                         headers=bearer(keys["test"]))
    assert minted.status_code == 201, minted.json
    answer = client.get("/api/v1/chargeflow/verify", query_string={"id": minted.json["id"]}).json
    assert answer["livemode"] is False


@pytest.mark.parametrize("tier", ["premium", "enterprise"])
def test_a_paid_test_key_is_made_from_the_live_key_of_its_tier_and_counts_on_its_quota(client, new_key, tier):
    live = new_key(tier)
    made = client.post("/api/v1/keys/current/test-keys", json={"label": "staging"}, headers=bearer(live))
    assert made.status_code == 201, made.json
    body = made.json
    assert re.match(r"^svc_pk_test_[a-z2-7]{32}$", body["key"]) and body["tier"] == tier
    assert body["mode"] == "test" and body["livemode"] is False
    before = client.get("/api/v1/keys/current", headers=bearer(live)).json["quota"]["used"]
    assert client.get("/api/v1/watts/offers", headers=bearer(body["key"])).status_code == 200
    after = client.get("/api/v1/keys/current", headers=bearer(live)).json["quota"]
    assert after["used"] == before + 1
    assert client.get("/api/v1/keys/current", headers=bearer(body["key"])).json["quota"] == after
    client.delete("/api/v1/keys/current", headers=bearer(live))
    assert client.get("/api/v1/keys/current", headers=bearer(body["key"])).status_code == 401


def test_test_keys_are_made_only_from_a_live_key(client, keys, demo_key):
    for secret in (keys["test"], demo_key):
        refused = client.post("/api/v1/keys/current/test-keys", json={}, headers=bearer(secret))
        assert refused.status_code == 403 and refused.json["error"]["code"] == "live_key_required"
    for payload in ({"expires_in_days": 0}, {"label": ""}, {"mode": "live"}, ["x"],
                    {"expires_in_days": 3, "expires_at": "2030-01-01T00:00:00+00:00"}):
        response = client.post("/api/v1/keys/current/test-keys", json=payload, headers=bearer(keys["live"]))
        assert response.status_code == 400, payload


def test_a_test_key_made_from_a_live_key_makes_another_test_key_of_the_same_live_key(client, keys):
    first = client.post("/api/v1/keys/current/test-keys", json={}, headers=bearer(keys["live"])).json["key"]
    made = client.post("/api/v1/keys/current/test-keys", json={"label": "CI", "mode": "live"}, headers=bearer(first))
    assert made.status_code == 400  # a test key's key cannot be asked live: there is no mode to give
    made = client.post("/api/v1/keys/current/test-keys", json={"label": "CI"}, headers=bearer(first))
    assert made.status_code == 201, made.json
    sibling = made.json
    assert sibling["key"].startswith("svc_pk_test_") and sibling["mode"] == "test" and sibling["livemode"] is False
    assert sibling["tier"] == "premium"
    before = client.get("/api/v1/keys/current", headers=bearer(keys["live"])).json["quota"]["used"]
    assert client.get("/api/v1/watts/offers", headers=bearer(sibling["key"])).status_code == 200
    assert client.get("/api/v1/keys/current", headers=bearer(keys["live"])).json["quota"]["used"] == before + 1
    client.delete("/api/v1/keys/current", headers=bearer(keys["live"]))  # the live key's revocation reaches both
    for secret in (first, sibling["key"]):
        assert client.get("/api/v1/keys/current", headers=bearer(secret)).status_code == 401


def test_a_free_test_key_created_publicly_cannot_make_test_keys(client):
    secret = client.post("/api/v1/keys", json={"mode": "test"}).json["key"]
    refused = client.post("/api/v1/keys/current/test-keys", json={}, headers=bearer(secret))
    assert refused.status_code == 403 and refused.json["error"]["code"] == "live_key_required"


def test_a_free_test_key_created_publicly_is_free_with_its_own_quota(client):
    body = client.post("/api/v1/keys", json={"mode": "test"}).json
    assert body["tier"] == "free" and body["livemode"] is False and body["quota"]["limit"] == 1000


def test_a_receipt_of_a_test_key_verifies_as_a_test_object(app, client, keys):
    from app.shield.service import seal_now
    from tests.shield.factories import tap

    with app.app_context(), unit_of_work():
        made = {mode: tap(identity(keys[mode]), f"doc of {mode}").id for mode in ("live", "test")}
        seal_now()
    assert client.post("/api/v1/verify", json={"id": made["live"]}).json["livemode"] is True
    assert client.post("/api/v1/verify", json={"id": made["test"]}).json["livemode"] is False
