"""The match score: deterministic, and each factor moves the way a buyer expects; the ranking and its ties."""

from datetime import UTC, datetime, timedelta

import pytest

from app.watts import match

T0 = datetime(2027, 3, 1, 10, tzinfo=UTC)
PROFILE = {"start": T0 + timedelta(hours=2), "end": T0 + timedelta(hours=4), "energy_kwh": 600.0, "country": "FR",
           "zone_id": "FR", "carbon_max": 100.0, "firmness": "firm", "generation_source": None}
OFFER = {"start": T0, "end": T0 + timedelta(hours=8), "country": "FR", "zone_id": "FR", "firmness": "firm",
         "generation_source": "wind", "capacity_kw": 500.0}


def _score(free_kw=500.0, **changes):
    profile = {**PROFILE, **{k[2:]: v for k, v in changes.items() if k.startswith("p_")}}
    offer = {**OFFER, **{k[2:]: v for k, v in changes.items() if k.startswith("o_")}}
    return match.score(profile, offer, free_kw)


def test_the_score_is_the_documented_sum_and_the_same_inputs_give_it_again():
    # window 25 + energy 25 + zone 20 + carbon 15 x (1 - 0.5 x 11/100) + firmness 10 + source 5
    assert _score()["match_score"] == round(25 + 25 + 20 + 15 * (1 - 0.5 * 11 / 100) + 10 + 5, 1) == 99.2
    assert _score() == _score() and sum(p["weight"] for p in _score()["parts"]) == 100


def test_a_perfect_offer_scores_near_the_top_and_its_points_add_up():
    scored = _score()
    assert scored["match_score"] == pytest.approx(sum(p["points"] for p in scored["parts"]), abs=0.1)
    assert scored["match_score"] >= 95


@pytest.mark.parametrize(("better", "worse", "factor"), [
    ({}, {"o_end": T0 + timedelta(hours=3)}, "window"),  # the offer ends halfway through the buyer's window
    ({}, {"free_kw": 100.0}, "energy"),  # 200 kWh free for 600 wanted
    ({}, {"o_zone_id": "DE-LU", "o_country": "DE"}, "zone"),
    ({"o_zone_id": None}, {"o_zone_id": "FR-SOUTH"}, "zone"),  # unstated beats another zone
    ({"o_generation_source": "wind"}, {"o_generation_source": "solar"}, "carbon"),  # 11 g beats 48 g
    ({"o_generation_source": "solar"}, {"o_generation_source": "solar", "p_carbon_max": 40.0}, "carbon"),  # above
    ({"o_firmness": "firm"}, {"o_firmness": "flex"}, "firmness"),  # a firm request served by flex capacity
    ({"p_firmness": "flex", "o_firmness": "flex"}, {"p_firmness": "flex", "o_firmness": "firm"}, "firmness"),
    ({"p_generation_source": "wind"}, {"p_generation_source": "hydro"}, "source"),
])
def test_each_factor_moves_the_score_the_way_a_buyer_expects(better, worse, factor):
    good, bad = _score(**better), _score(**worse)
    value = {p["name"]: p["value"] for p in good["parts"]}[factor]
    assert value > {p["name"]: p["value"] for p in bad["parts"]}[factor]
    assert good["match_score"] > bad["match_score"]


def test_a_source_above_the_buyers_carbon_maximum_gets_no_carbon_points():
    parts = {p["name"]: p for p in _score(o_generation_source="solar", p_carbon_max=40.0)["parts"]}
    assert parts["carbon"]["value"] == 0 and "above the maximum" in parts["carbon"]["basis"]


def test_the_api_ranks_offers_best_first_and_ties_by_the_earlier_offer(client, publish, buyer):
    from tests.watts.factories import profile_body

    solar = publish(generation_source="solar")
    wind = publish(generation_source="wind")
    twin = publish(generation_source="wind")
    ranked = client.post("/api/v1/watts/offers/match", json=profile_body(), headers=buyer).json["offers"]
    assert [o["id"] for o in ranked] == [wind, twin, solar]
    assert ranked[0]["match_score"] == ranked[1]["match_score"] > ranked[2]["match_score"]
    assert ranked[0]["match"]["parts"][0]["name"] == "window"


def test_a_buyer_never_matches_its_own_offers(client, publish, producer):
    from tests.watts.factories import profile_body

    publish()
    assert client.post("/api/v1/watts/offers/match", json=profile_body(), headers=producer).json["offers"] == []


def test_the_demos_need_no_key_store_nothing_and_are_limited(make_app, _migrated):
    from sqlalchemy import func, select

    from app.chargeflow.models import Unit
    from app.extensions import db
    from app.watts.models import Reservation
    from tests.watts.factories import profile_body

    app = make_app(SVC_WATTS_DEMO_LIMIT="2/hour")
    client = app.test_client()
    preview = client.post("/api/v1/watts/demo/reserve", json=profile_body())
    assert preview.status_code == 200 and preview.json["status"] == "preview" and "id" not in preview.json
    assert client.post("/api/v1/watts/demo/offers/match", json=profile_body()).status_code == 200
    limited = client.post("/api/v1/watts/demo/reserve", json=profile_body())
    assert limited.status_code == 429
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Reservation)) == 0
        assert db.session.scalar(select(func.count()).select_from(Unit)) == 0
