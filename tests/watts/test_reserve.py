"""Reservation intents through their whole state table: reserve, confirm (a unit minted), settle (it is retired),
cancel, expire; every refused move a 409 that changes nothing; owners only."""

import pytest
import time_machine

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity
from tests.support import outbox
from tests.watts import factories
from tests.watts.factories import DAY, SETTLE, after_delivery, at


def _move(client, reservation_id, action, headers, json=None, travel=True):
    if action == "settle" and travel:  # a reservation is settled after its delivery
        with after_delivery():
            return client.post(f"/api/v1/watts/reserve/{reservation_id}/{action}", json=json, headers=headers)
    return client.post(f"/api/v1/watts/reserve/{reservation_id}/{action}", json=json, headers=headers)


def test_a_reservation_is_stored_pending_with_its_match_and_nothing_minted(app, client, publish, reserve, buyer):
    offer_id = publish()
    made = reserve()
    assert made.status_code == 201
    intent = made.json
    assert intent["status"] == "pending_confirm" and intent["offer_id"] == offer_id
    assert 0 < intent["match_score"] <= 100 and {p["name"] for p in intent["match"]["parts"]} == {
        "window", "energy", "zone", "carbon", "firmness", "source"}
    assert intent["unit_id"] is None and outbox(app, "chargeflow.unit.minted") == []
    assert client.get("/api/v1/chargeflow", headers=buyer).json["total"] == 0


def test_confirm_mints_a_cfu_e_for_a_firm_request_and_settle_retires_it(app, client, publish, reserved, buyer):
    offer_id = publish()
    intent_id = reserved()
    confirmed = _move(client, intent_id, "confirm", buyer)
    assert confirmed.status_code == 200, confirmed.json
    unit = confirmed.json["unit"]
    assert confirmed.json["status"] == "confirmed" and confirmed.json["unit_id"] == unit["id"]
    assert unit["id"].startswith("cfu_e_") and unit["quantity"] == 600.0
    assert unit["record"]["attributes"]["reservation_id"] == intent_id and unit["operator_id"] == offer_id
    assert confirmed.json["reserved_kw"] == pytest.approx(300.0)  # 600 kWh over the 2 h shared with the offer
    settled = _move(client, intent_id, "settle", buyer, SETTLE)
    assert settled.status_code == 200 and settled.json["status"] == "settled"
    assert settled.json["unit"]["status"] == "retired" and settled.json["unit"]["content_hash"] == unit["content_hash"]
    assert settled.json["shortfall_kwh"] == 10.0 and settled.json["delivery_ref"] == SETTLE["delivery_ref"]
    (minted,) = outbox(app, "chargeflow.unit.minted")
    (retired,) = outbox(app, "chargeflow.unit.retired")
    assert minted["reservation_id"] == retired["reservation_id"] == intent_id
    assert "METER-2026-11-25" in retired["reason"]


def test_confirm_mints_a_cfu_f_for_a_flex_request(client, publish, reserved, buyer):
    publish(firmness="flex", zone={"country": "FR", "zone_id": "FR"})
    unit = _move(client, reserved(firmness="flex"), "confirm", buyer).json["unit"]
    assert unit["id"].startswith("cfu_f_") and unit["record"]["flex"]["capacity_kw"] == pytest.approx(300.0)
    assert unit["record"]["flex"]["window"] == {"start": at(2), "end": at(4)}




@pytest.mark.parametrize(("state", "action"), [
    ("confirmed", "confirm"), ("confirmed", "cancel"), ("settled", "confirm"), ("settled", "settle"),
    ("settled", "cancel"), ("cancelled", "confirm"), ("cancelled", "settle"), ("cancelled", "cancel"),
    ("pending_confirm", "settle")])
def test_every_refused_move_is_409_invalid_state_and_changes_nothing(client, publish, reserved, buyer, state, action):
    publish()
    reservation_id = reserved(state)
    before = client.get(f"/api/v1/watts/reserve/{reservation_id}", headers=buyer).json
    refused = _move(client, reservation_id, action, buyer, SETTLE if action == "settle" else None, travel=False)
    assert refused.status_code == 409 and refused.json["error"]["code"] == "invalid_state"
    assert refused.json["error"]["details"]["status"] == state
    after = client.get(f"/api/v1/watts/reserve/{reservation_id}", headers=buyer).json
    assert {k: v for k, v in after.items() if k != "meta"} == {k: v for k, v in before.items() if k != "meta"}


def test_an_unconfirmed_intent_expires_when_its_window_ends(client, publish, reserved, buyer, app):
    publish()
    intent_id = reserved()
    with time_machine.travel(DAY.replace(hour=23), tick=False):
        read = client.get(f"/api/v1/watts/reserve/{intent_id}", headers=buyer).json
        assert read["status"] == "expired" and read["closed_at"]
        refused = _move(client, intent_id, "confirm", buyer)
        assert refused.status_code == 409 and refused.json["error"]["details"]["status"] == "expired"


def test_the_periodic_job_expires_every_stale_intent(app, publish, reserved):
    from app.watts.jobs import expire_stale

    publish()
    reserved()
    reserved()
    with time_machine.travel(DAY.replace(hour=23), tick=False), app.app_context(), unit_of_work():
        assert expire_stale() == 2


def test_another_key_cannot_read_confirm_settle_or_cancel_a_reservation(client, publish, reserved, new_key):
    publish()
    intent_id = reserved()
    other = bearer(new_key("premium"))
    assert client.get(f"/api/v1/watts/reserve/{intent_id}", headers=other).status_code == 404
    for action in ("confirm", "settle", "cancel"):
        response = _move(client, intent_id, action, other, SETTLE if action == "settle" else None)
        assert response.status_code == 404, action
    assert client.get("/api/v1/watts/reserve", headers=other).json["total"] == 0


def test_reserving_needs_a_premium_key_and_a_valid_profile(client, new_key, buyer):
    from tests.watts.factories import profile_body

    free = client.post("/api/v1/watts/reserve", json=profile_body(), headers=bearer(new_key("free")))
    assert free.status_code == 403 and free.json["error"]["code"] == "premium_required"
    for changes, field in (({"energy_kwh": 0}, "energy_kwh"), ({"firmness": "maybe"}, "firmness"),
                           ({"window": {"start": at(4), "end": at(2)}}, "window.end"),
                           ({"window": {"start": "2020-01-01T00:00:00Z", "end": "2020-01-02T00:00:00Z"}},
                            "window.end"),
                           ({"zone": {"country": "XX"}}, "zone.country"),
                           ({"carbon_intensity_max_gco2_kwh": -1}, "carbon_intensity_max_gco2_kwh")):
        response = client.post("/api/v1/watts/reserve", json=profile_body(**changes), headers=buyer)
        assert response.status_code == 400 and field in response.json["error"]["details"]["fields"], changes


def test_an_intent_without_a_matching_offer_is_kept_and_cannot_be_confirmed(client, reserve, buyer):
    intent = reserve().json
    assert intent["offer_id"] is None and intent["match_score"] == 0
    refused = _move(client, intent["id"], "confirm", buyer)
    assert refused.status_code == 409 and refused.json["error"]["code"] == "offer_unavailable"


def test_a_settlement_needs_its_delivery_reference_and_a_quantity(client, publish, reserved, buyer):
    publish()
    reservation_id = reserved("confirmed")
    for body in ({"energy_kwh_delivered": 5}, {"delivery_ref": "X"}, {"delivery_ref": "X", "energy_kwh_delivered": -1}):
        response = _move(client, reservation_id, "settle", buyer, body)
        assert response.status_code == 400
    assert client.get(f"/api/v1/watts/reserve/{reservation_id}", headers=buyer).json["status"] == "confirmed"


def test_a_reservation_is_settled_after_its_delivery_begins_and_its_unit_retired_once(app, client, publish,
                                                                                        buyer_key, buyer):
    publish()
    with app.app_context(), unit_of_work():
        confirmed = factories.reservation(identity(buyer_key), "confirmed")
        intent_id, unit_id = confirmed.id, confirmed.unit_id
    early = _move(client, intent_id, "settle", buyer, SETTLE, travel=False)
    assert early.status_code == 409 and early.json["error"]["code"] == "too_early"
    client.post(f"/api/v1/chargeflow/{unit_id}/retire", json={}, headers=buyer)  # retired directly meanwhile
    settled = _move(client, intent_id, "settle", buyer, SETTLE)
    assert settled.status_code == 200 and settled.json["status"] == "settled"
    assert settled.json["unit"]["status"] == "retired"


def test_a_failure_after_the_capacity_is_held_rolls_everything_back(app, client, publish, reserved, buyer,
                                                                    monkeypatch):
    from app.platform.errors import ApiError
    from app.watts import service

    offer_id = publish()
    intent_id = reserved()

    def refuse(*args, **kwargs):
        raise ApiError(400, "validation_error", "refused")

    monkeypatch.setattr(service.units, "mint_raw", refuse)
    assert _move(client, intent_id, "confirm", buyer).status_code == 400
    monkeypatch.undo()
    assert client.get(f"/api/v1/watts/reserve/{intent_id}", headers=buyer).json["status"] == "pending_confirm"
    assert client.get(f"/api/v1/watts/offers/{offer_id}", headers=buyer).json["free_kw"] == 500.0
    assert _move(client, intent_id, "confirm", buyer).status_code == 200  # the offer's version was not spent


def test_times_sent_with_any_offset_mean_the_same_instant(client, publish, reserve, buyer):
    from datetime import timedelta

    paris = (DAY + timedelta(hours=2)).astimezone(__import__("datetime").timezone(timedelta(hours=2)))
    offer_id = publish(window={"start": (DAY).isoformat(), "end": (DAY + timedelta(hours=8)).isoformat()})
    start, end = paris.isoformat(), (paris + timedelta(hours=2)).isoformat()  # 12:00-14:00 UTC, written +02:00
    intent = reserve(window={"start": start, "end": end}).json
    assert intent["window"] == {"start": at(2), "end": at(4)} and intent["offer_id"] == offer_id
    assert client.get(f"/api/v1/watts/reserve/{intent['id']}", headers=buyer).json["window"]["start"] == at(2)
