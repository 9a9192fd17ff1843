"""The secondary listing board: what may be listed, compare_url, non-binding interest seen by the owner only,
withdrawal, owners only."""

import pytest

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.watts import factories


@pytest.fixture
def confirmed(publish, reserved) -> str:
    publish()
    return reserved("confirmed")


@pytest.fixture
def listed(app, buyer_key, confirmed):
    """listed(**changes) -> the id of an open listing of the buyer's confirmed reservation."""
    def call(**changes) -> str:
        with app.app_context(), unit_of_work():
            return factories.listing(identity(buyer_key), confirmed, **changes).id

    return call


def _list(client, headers, reservation_id, **changes):
    body = {"reservation_id": reservation_id, "indicative_price_eur": 54.0, "label": "Tomorrow noon, solar",
            **changes}
    return client.post("/api/v1/watts/secondary", json=body, headers=headers)


def test_a_confirmed_reservation_is_listed_with_its_compare_url(client, catalogue, buyer, confirmed):
    from tests.conftest import shipped_products

    product = shipped_products()[0]["id"]
    listed = _list(client, buyer, confirmed, compare_ref_id=product)
    assert listed.status_code == 201, listed.json
    assert listed.json["status"] == "open" and listed.json["binding"] is False
    assert listed.json["compare_url"] == f"http://hub.test/?picked={product}"
    assert client.get(f"/?picked={product}").status_code == 200
    assert listed.json["reservation"]["status"] == "confirmed" and listed.json["reservation"]["energy_kwh"] == 600.0


def test_only_a_confirmed_or_settled_reservation_of_the_key_is_listed(client, reserved, buyer, confirmed, new_key):
    pending = reserved()
    refused = _list(client, buyer, pending)
    assert refused.status_code == 409 and refused.json["error"]["details"]["status"] == "pending_confirm"
    assert _list(client, bearer(new_key("premium")), confirmed).status_code == 404
    unknown = _list(client, buyer, confirmed, compare_ref_id="no-such-product")
    assert unknown.status_code == 400 and "compare_ref_id" in unknown.json["error"]["details"]["fields"]
    assert _list(client, buyer, confirmed, indicative_price_eur=0).status_code == 400


def test_interest_is_recorded_once_per_key_and_seen_by_the_owner_only(client, buyer, listed, new_key):
    listing_id = listed()
    first, second = bearer(new_key("premium")), bearer(new_key("premium"))
    made = client.post(f"/api/v1/watts/secondary/{listing_id}/interest", json={"note": "50 EUR?"}, headers=first)
    assert made.status_code == 201 and made.json["binding"] is False
    again = client.post(f"/api/v1/watts/secondary/{listing_id}/interest", json={"note": "52 EUR"}, headers=first)
    assert again.status_code == 200 and again.json["note"] == "52 EUR"
    client.post(f"/api/v1/watts/secondary/{listing_id}/interest", json={}, headers=second)
    owner_view = client.get(f"/api/v1/watts/secondary/{listing_id}", headers=buyer).json
    assert owner_view["interest_count"] == 2 and [i["note"] for i in owner_view["interests"]] == ["52 EUR", None]
    other_view = client.get(f"/api/v1/watts/secondary/{listing_id}", headers=second).json
    assert other_view["interest_count"] == 2 and "interests" not in other_view
    own = client.post(f"/api/v1/watts/secondary/{listing_id}/interest", json={}, headers=buyer)
    assert own.status_code == 409 and own.json["error"]["code"] == "own_listing"


def test_the_openapi_documents_a_first_interest_as_201_and_a_repeat_as_200(client):
    responses = client.get("/svc-openapi.json").json["paths"]["/api/v1/watts/secondary/{listing_id}/interest"][
        "post"]["responses"]
    for status in ("200", "201"):
        assert responses[status]["content"]["application/json"]["schema"]["$ref"].endswith("/InterestRead"), status
    assert "repeat" in responses["200"]["description"] and "409" in responses


def test_a_withdrawn_listing_leaves_the_board_and_takes_no_more_interest(client, buyer, listed, new_key):
    listing_id = listed()
    other = bearer(new_key("premium"))
    assert client.post(f"/api/v1/watts/secondary/{listing_id}/withdraw", headers=other).status_code == 404
    withdrawn = client.post(f"/api/v1/watts/secondary/{listing_id}/withdraw", headers=buyer)
    assert withdrawn.status_code == 200 and withdrawn.json["status"] == "withdrawn"
    assert client.get("/api/v1/watts/secondary", headers=other).json["total"] == 0
    late = client.post(f"/api/v1/watts/secondary/{listing_id}/interest", json={}, headers=other)
    assert late.status_code == 409 and late.json["error"]["code"] == "invalid_state"
    again = client.post(f"/api/v1/watts/secondary/{listing_id}/withdraw", headers=buyer)
    assert again.status_code == 409


def test_the_board_shows_open_listings_and_mine_filters_the_owners(client, buyer, listed, new_key):
    listing_id = listed()
    other = bearer(new_key("premium"))
    board = client.get("/api/v1/watts/secondary", headers=other).json
    assert [item["id"] for item in board["listings"]] == [listing_id] and board["listings"][0]["mine"] is False
    assert client.get("/api/v1/watts/secondary?mine=1", headers=other).json["total"] == 0
    assert client.get("/api/v1/watts/secondary?mine=1", headers=buyer).json["total"] == 1


def test_a_reservation_has_one_open_listing_at_a_time(client, buyer, confirmed, listed):
    first = listed()
    again = _list(client, buyer, confirmed)
    assert again.status_code == 409 and again.json["error"]["code"] == "already_listed"
    client.post(f"/api/v1/watts/secondary/{first}/withdraw", headers=buyer)
    assert _list(client, buyer, confirmed).status_code == 201


@pytest.mark.parametrize("label", ["two\nlines", "   ", "\u202eevil", "zero\u200bwidth", " padded"])
def test_labels_shown_to_others_are_plain_text(client, buyer, confirmed, label):
    response = _list(client, buyer, confirmed, label=label)
    assert response.status_code == 400 and "label" in response.json["error"]["details"]["fields"]
