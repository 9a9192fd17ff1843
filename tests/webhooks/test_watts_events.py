"""Watts Reserve's events reach the webhooks of the keys they concern, signed, with the payloads the registry
documents: a reservation's moves its owner's, a hold on an offer its producer's, an interest the listing's owner's;
a refused move publishes nothing."""

import json

import pytest
import time_machine
from standardwebhooks import Webhook as StandardWebhook

from app.platform.db import unit_of_work
from tests.conftest import bearer
from tests.keys.factories import identity, make_key
from tests.support import outbox
from tests.watts import factories
from tests.watts.factories import DAY, SETTLE, after_delivery

WATTS = ["watts.reservation.confirmed", "watts.reservation.settled", "watts.reservation.cancelled",
         "watts.reservation.expired", "watts.offer.capacity_taken", "watts.listing.interest"]


@pytest.fixture
def producer_key(hub):
    return make_key(hub, "premium")


@pytest.fixture
def hooks(register, producer_key, fake_https):
    """The buyer's (the owner's) webhook at /buyer and the producer's at /producer, both for every Watts event."""
    fake_https.routes["/buyer"] = fake_https.routes["/producer"] = (200, b"ok")
    return {"/buyer": register(events=WATTS, path="/buyer"),
            "/producer": register(events=WATTS, path="/producer", key=producer_key)}


@pytest.fixture
def offer_id(hub, producer_key):
    with hub.app_context(), unit_of_work():
        return factories.offer(identity(producer_key)).id


@pytest.fixture
def intent_id(hub, owner_key, offer_id):
    with hub.app_context(), unit_of_work():
        return factories.reservation(identity(owner_key)).id


def delivered(fake_https, hooks) -> list[tuple[str, dict]]:
    """(path, body) of every delivery received, each checked against its webhook's secret at its own time."""
    out = []
    for received in fake_https.received:
        when = int(received["headers"]["webhook-timestamp"])
        with time_machine.travel(when, tick=False):
            body = StandardWebhook(hooks[received["path"]].secret).verify(received["body"], received["headers"])
        assert body == json.loads(received["body"])
        out.append((received["path"], body))
    return out


def _post(hub, path, headers, json_body=None):
    return hub.test_client().post(f"/api/v1/watts{path}", json=json_body, headers=headers)


def test_a_confirm_tells_the_buyer_and_the_offers_producer(hub, owner, hooks, fake_https, offer_id, intent_id):
    answer = _post(hub, f"/reserve/{intent_id}/confirm", owner).json
    got = {body["event"]: (path, body["data"]) for path, body in delivered(fake_https, hooks)}
    assert set(got) == {"watts.reservation.confirmed", "watts.offer.capacity_taken"}
    path, confirmed = got["watts.reservation.confirmed"]
    assert path == "/buyer" and confirmed["event"] == "watts.reservation.confirmed"
    assert confirmed["reservation_id"] == intent_id and confirmed["status"] == "confirmed"
    assert confirmed["unit_id"] == answer["unit_id"] and confirmed["offer_id"] == offer_id
    assert confirmed["reserved_kw"] == pytest.approx(300.0) and confirmed["confirmed_at"]
    path, taken = got["watts.offer.capacity_taken"]
    assert path == "/producer"
    assert taken["offer_id"] == offer_id and taken["reservation_id"] == intent_id
    assert taken["reserved_kw"] == pytest.approx(300.0) and taken["capacity_kw"] == 500.0
    assert taken["free_kw"] == pytest.approx(200.0)  # 500 kW less the 300 held from 12:00 to 14:00
    assert taken["hold_start"] == confirmed["window_start"]


def test_a_settlement_tells_the_buyer_what_was_delivered(hub, owner, hooks, fake_https, intent_id):
    _post(hub, f"/reserve/{intent_id}/confirm", owner)
    with after_delivery():
        assert _post(hub, f"/reserve/{intent_id}/settle", owner, SETTLE).status_code == 200
    (settled,) = [b["data"] for _p, b in delivered(fake_https, hooks) if b["event"] == "watts.reservation.settled"]
    assert settled["status"] == "settled" and settled["delivery_ref"] == SETTLE["delivery_ref"]
    assert settled["energy_kwh_delivered"] == 590.0 and settled["shortfall_kwh"] == 10.0 and settled["settled_at"]


def test_a_cancellation_tells_the_buyer(hub, owner, hooks, fake_https, intent_id):
    assert _post(hub, f"/reserve/{intent_id}/cancel", owner).status_code == 200
    ((path, body),) = delivered(fake_https, hooks)
    assert path == "/buyer" and body["event"] == "watts.reservation.cancelled"
    assert body["data"]["reservation_id"] == intent_id and body["data"]["status"] == "cancelled"
    assert body["data"]["closed_at"] and body["data"]["unit_id"] is None


def test_an_expiry_tells_the_buyer_whether_a_read_or_the_periodic_job_finds_it(hub, owner, owner_key, hooks,
                                                                                 fake_https, intent_id):
    from app.watts.jobs import expire_stale

    with hub.app_context(), unit_of_work():
        other = factories.reservation(identity(owner_key)).id
    with time_machine.travel(DAY.replace(hour=23), tick=True):
        assert hub.test_client().get(f"/api/v1/watts/reserve/{intent_id}", headers=owner).json["status"] == "expired"
        with hub.app_context(), unit_of_work():
            assert expire_stale() == 1
    got = [(p, b["event"], b["data"]["reservation_id"]) for p, b in delivered(fake_https, hooks)]
    assert sorted(got) == sorted([("/buyer", "watts.reservation.expired", intent_id),
                                  ("/buyer", "watts.reservation.expired", other)])


def test_an_interest_tells_the_listings_owner_without_naming_the_key(hub, owner, owner_key, producer_key, hooks,
                                                                      fake_https):
    with hub.app_context(), unit_of_work():
        factories.offer(identity(producer_key))
        listed = factories.listing(identity(owner_key),
                                   factories.reservation(identity(owner_key), "confirmed").id).id
    fake_https.received.clear()
    other = bearer(make_key(hub, "premium"))
    assert _post(hub, f"/secondary/{listed}/interest", other, {"note": "Noon block?"}).status_code == 201
    assert _post(hub, f"/secondary/{listed}/interest", other, {"note": "Still keen"}).status_code == 200
    got = delivered(fake_https, hooks)
    assert [p for p, _b in got] == ["/buyer", "/buyer"]
    first, second = (b["data"] for _p, b in got)
    assert first["event"] == "watts.listing.interest" and first["listing_id"] == listed
    assert (first["note"], first["updated"], first["interest_count"]) == ("Noon block?", False, 1)
    assert (second["note"], second["updated"], second["interest_count"]) == ("Still keen", True, 1)
    assert "key_id" not in first


@pytest.mark.parametrize("action", ["confirm-twice", "cancel-confirmed", "settle-early", "own-interest",
                                    "overbooked"])
def test_a_refused_move_publishes_nothing(hub, owner, owner_key, hooks, fake_https, intent_id, action):
    if action != "overbooked":
        _post(hub, f"/reserve/{intent_id}/confirm", owner)
    before = {event: len(outbox(hub, event)) for event in WATTS}
    received = len(fake_https.received)
    if action == "confirm-twice":
        refused = _post(hub, f"/reserve/{intent_id}/confirm", owner)
    elif action == "cancel-confirmed":
        refused = _post(hub, f"/reserve/{intent_id}/cancel", owner)
    elif action == "settle-early":
        refused = _post(hub, f"/reserve/{intent_id}/settle", owner, SETTLE)
    elif action == "own-interest":
        with hub.app_context(), unit_of_work():
            listed = factories.listing(identity(owner_key), intent_id).id
        before = {event: len(outbox(hub, event)) for event in WATTS}
        refused = _post(hub, f"/secondary/{listed}/interest", owner, {"note": "mine"})
    else:
        with hub.app_context(), unit_of_work():
            big = factories.reservation(identity(owner_key), energy_kwh=5000.0).id
        refused = _post(hub, f"/reserve/{big}/confirm", owner)
    assert refused.status_code == 409
    assert {event: len(outbox(hub, event)) for event in WATTS} == before
    assert len(fake_https.received) == received


def test_every_watts_event_is_documented_with_its_payload(hub):
    from app.platform.events import catalogue

    with hub.app_context():
        documented = {entry["name"]: entry for entry in catalogue()}
    for name in WATTS:
        assert documented[name]["doc"] and documented[name]["owner"] == "watts"
        assert {"event"} < {f["name"] for f in documented[name]["fields"]}
        assert all(f["description"] for f in documented[name]["fields"] if f["name"] != "window_end"
                   and not f["name"].endswith(("_at", "hold_end")))
