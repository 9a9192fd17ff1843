"""The producer's capacity inventory: confirmed reservations hold capacity over their window, an overbooking
confirm is a 409 that changes nothing, withdrawing an offer keeps what was confirmed, and racing confirms for
one offer's last capacity give one success."""

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import bearer
from tests.support import gunicorn_hub, post_when_released
from tests.watts.factories import at, offer_body, profile_body


def _confirm(client, reservation_id, headers):
    return client.post(f"/api/v1/watts/reserve/{reservation_id}/confirm", headers=headers)


def test_publishing_an_offer_answers_201_with_the_offer_as_the_board_shows_it(client, producer, buyer):
    made = client.post("/api/v1/watts/offers", json=offer_body(), headers=producer)
    assert made.status_code == 201 and made.json["status"] == "open" and made.json["mine"] is True
    assert made.json["window"] == {"start": at(0), "end": at(8)} and made.json["capacity_kw"] == 500.0
    board = client.get("/api/v1/watts/offers", headers=buyer).json
    assert [o["id"] for o in board["offers"]] == [made.json["id"]] and board["offers"][0]["free_kw"] == 500.0


def test_a_confirm_past_the_free_capacity_is_409_overbooked_and_changes_nothing(client, publish, reserved, buyer):
    offer_id = publish()  # 500 kW from 10:00 to 18:00
    first = reserved(energy_kwh=700.0)  # 350 kW from 12:00 to 14:00
    second = reserved(energy_kwh=400.0)  # 200 kW more in the same hours: 550 > 500
    assert _confirm(client, first, buyer).status_code == 200
    refused = _confirm(client, second, buyer)
    assert refused.status_code == 409 and refused.json["error"]["code"] == "overbooked"
    assert "150.0 kW free" in refused.json["error"]["message"]
    assert client.get(f"/api/v1/watts/reserve/{second}", headers=buyer).json["status"] == "pending_confirm"
    assert client.get("/api/v1/chargeflow", headers=buyer).json["total"] == 1
    assert client.get(f"/api/v1/watts/offers/{offer_id}", headers=buyer).json["free_kw"] == 150.0


def test_reservations_at_other_hours_share_the_same_capacity(client, publish, reserved, buyer):
    publish()
    morning = reserved(window={"start": at(0), "end": at(2)}, energy_kwh=900.0)  # 450 kW, 10:00-12:00
    noon = reserved(window={"start": at(2), "end": at(4)}, energy_kwh=900.0)  # 450 kW, 12:00-14:00
    assert _confirm(client, morning, buyer).status_code == 200
    assert _confirm(client, noon, buyer).status_code == 200  # back to back: never 900 kW at once


def test_withdrawing_an_offer_keeps_confirmed_reservations_and_refuses_new_confirms(client, publish, reserved, buyer,
                                                                                    producer):
    offer_id = publish()
    kept = reserved("confirmed")
    waiting = reserved(energy_kwh=100.0)
    withdrawn = client.post(f"/api/v1/watts/offers/{offer_id}/withdraw", headers=producer)
    assert withdrawn.status_code == 200 and withdrawn.json["status"] == "withdrawn"
    assert client.get(f"/api/v1/watts/reserve/{kept}", headers=buyer).json["status"] == "confirmed"
    refused = _confirm(client, waiting, buyer)
    assert refused.status_code == 409 and refused.json["error"]["code"] == "offer_unavailable"
    again = client.post(f"/api/v1/watts/offers/{offer_id}/withdraw", headers=producer)
    assert again.status_code == 409 and again.json["error"]["code"] == "invalid_state"


def test_only_the_publisher_withdraws_an_offer(client, publish, buyer):
    offer_id = publish()
    assert client.post(f"/api/v1/watts/offers/{offer_id}/withdraw", headers=buyer).status_code == 404


def test_the_board_lists_open_offers_by_default_and_mine_filters_the_publishers(client, publish, producer, buyer):
    kept = publish()
    gone = publish(label="Gone")
    client.post(f"/api/v1/watts/offers/{gone}/withdraw", headers=producer)
    board = client.get("/api/v1/watts/offers", headers=buyer).json
    assert [o["id"] for o in board["offers"]] == [kept] and board["offers"][0]["mine"] is False
    assert client.get("/api/v1/watts/offers?mine=1", headers=buyer).json["total"] == 0
    assert client.get("/api/v1/watts/offers?mine=1", headers=producer).json["total"] == 1
    withdrawn = client.get("/api/v1/watts/offers?status=withdrawn", headers=buyer).json
    assert [o["id"] for o in withdrawn["offers"]] == [gone]


@pytest.mark.parametrize(("changes", "field"), [
    ({"capacity_kw": 0}, "capacity_kw"), ({"firmness": "soft"}, "firmness"), ({"generation_source": "coal"},
                                                                                "generation_source"),
    ({"label": ""}, "label"), ({"window": {"start": at(8), "end": at(0)}}, "window.end")])
def test_a_bad_offer_is_a_400_naming_its_field(client, producer, changes, field):
    response = client.post("/api/v1/watts/offers", json=offer_body(**changes), headers=producer)
    assert response.status_code == 400 and field in response.json["error"]["details"]["fields"]


@pytest.mark.slow
def test_racing_confirms_for_one_offers_capacity_give_one_success(app, client, database_url, base_config, new_key):
    producer, buyer = new_key("premium"), new_key("premium")
    client.post("/api/v1/watts/offers", json=offer_body(), headers=bearer(producer))
    intents = [client.post("/api/v1/watts/reserve", json=profile_body(energy_kwh=800.0),
                           headers=bearer(buyer)).json["id"] for _ in range(4)]  # 400 kW each of 500
    same = intents[0]
    with gunicorn_hub(database_url, base_config) as url:
        start = threading.Barrier(6)
        paths = [f"/api/v1/watts/reserve/{i}/confirm" for i in intents] + [f"/api/v1/watts/reserve/{same}/confirm"] * 2
        with ThreadPoolExecutor(max_workers=6) as pool:
            answers = list(pool.map(lambda path: post_when_released(url + path, bearer(buyer), start), paths))
    assert sorted(status for status, _ in answers).count(200) == 1, answers
    assert {a["error"]["code"] for status, a in answers if status != 200} <= {"overbooked", "conflict",
                                                                               "invalid_state"}
    units = client.get("/api/v1/chargeflow", headers=bearer(buyer)).json
    assert units["total"] == 1


def test_the_board_filters_offers_by_the_day_their_window_touches(client, publish, buyer):
    from datetime import timedelta

    from tests.watts.factories import DAY

    tomorrow = publish()
    later = publish(window={"start": at(48), "end": at(50)}, label="Two days on")
    day = DAY.date().isoformat()
    found = client.get(f"/api/v1/watts/offers?day={day}", headers=buyer).json
    assert [o["id"] for o in found["offers"]] == [tomorrow]
    on = (DAY + timedelta(days=2)).date().isoformat()
    assert [o["id"] for o in client.get(f"/api/v1/watts/offers?day={on}", headers=buyer).json["offers"]] == \
        [later]
    assert client.get("/api/v1/watts/offers?day=yesterday", headers=buyer).status_code == 400
