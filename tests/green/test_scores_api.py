"""The green reads as a caller sees them: the unified score and the green index, bulk ids (5 without a key, 20
with one), Watt, H2O, nature, free text (analyze and the eau check), and the premium history (402 for free)."""

import pytest

from tests.conftest import bearer


def test_the_unified_score_of_a_carbon_project_shows_cqs_composite_rank_and_factors(client, catalogue):
    body = client.get("/api/green/score/verra-1477").json
    assert body["kind"] == "carbon" and body["watt"] is None and body["composite"] == body["cqs"]
    assert 1 <= body["rank"] <= body["of"] and 1 <= body["rank_in_kind"] <= body["of_kind"] <= body["of"]
    assert {f["model"] for f in body["factors"]} == {"cqs"} and sum(f["weight"] for f in body["factors"]) == 100
    assert body["links"]["passport"].endswith("/api/green/dpp/verra-1477") and body["disclaimer"]
    assert body["weights"] == {"cqs": 50, "watt": 50}


def test_an_energy_asset_has_a_watt_score_with_its_lifetime_energy(client, catalogue):
    body = client.get("/api/green/score/energy-hornsea-2-offshore-wind-farm").json
    assert body["kind"] == "energy" and body["cqs"] is None and body["composite"] == body["watt"]["rating"]
    assert body["watt"]["lifetime_gwh"] > 0 and body["watt"]["energy_value_eur"] > 0


def test_the_index_ranks_highest_first_and_filters_by_kind(client, catalogue):
    body = client.get("/api/green/index?limit=100").json
    scored = [r["composite"] for r in body["items"] if r["composite"] is not None]
    assert scored == sorted(scored, reverse=True) and body["total"] == len(body["items"]) >= 40
    energy = client.get("/api/green/index?kind=energy&limit=100").json
    assert {r["kind"] for r in energy["items"]} == {"energy"} and energy["total"] == 20
    bonds = [r for r in body["items"] if r["id"].startswith("hksar")]
    assert bonds and all(r["composite"] is None and r["rank"] is None for r in bonds)
    assert client.get("/api/green/index?kind=tulips").status_code == 400


def test_water_and_nature_ids_are_pointed_to_their_own_reads(client, catalogue):
    response = client.get("/api/green/score/water-sorek-1-desalination-plant")
    assert response.status_code == 404 and "/api/green/h2o/water-sorek-1" in response.json["error"]["message"]
    assert client.get("/api/green/score/nothing-here").status_code == 404


def test_bulk_ids_take_five_without_a_key_and_twenty_with_one(client, catalogue, new_key):
    members = [r["id"] for r in client.get("/api/green/index?limit=30").json["items"]]
    five = client.get("/api/green/scores?ids=" + ",".join(members[:4] + ["nope"])).json
    assert len(five["items"]) == 4 and five["missing"] == ["nope"] and five["limit"] == 5
    six = client.get("/api/green/scores?ids=" + ",".join(members[:6]))
    assert six.status_code == 400 and six.json["error"]["code"] == "validation_error"
    keyed = client.get("/api/green/scores?ids=" + ",".join(members[:20]), headers=bearer(new_key("free")))
    assert keyed.status_code == 200 and len(keyed.json["items"]) == 20 and keyed.json["limit"] == 20
    over = client.get("/api/green/scores?ids=" + ",".join(members[:21]), headers=bearer(new_key("free")))
    assert over.status_code == 400


def test_watt_h2o_and_nature_reads(client, catalogue):
    battery = client.get("/api/green/watt/energy-hornsdale-power-reserve").json["watt_score"]
    assert battery["lifetime_gwh"] is None and "generates nothing" in battery["energy_note"]
    sorek = client.get("/api/green/h2o/water-sorek-1-desalination-plant").json["h2o_score"]
    assert sorek["asset_class"] == "desalination" and sorek["passport_required"] is False
    assert sorek["passport_unlock_url"].endswith("/api/green/dpp/water-sorek-1-desalination-plant")
    assert sorek["preview_id"].startswith("h2o_")
    index_ = client.get("/api/green/nature-index?limit=100").json
    areas = [r for r in index_["items"] if r["nature_class"] == "area"]
    assert len(areas) >= 20 and [r["rank"] for r in areas][:3] == [1, 2, 3]
    assert all(r["rank"] is None for r in index_["items"] if r["nature_class"] == "scheme")
    wadden = client.get("/api/green/nature-score/nature-wadden-sea").json
    assert wadden["rank"] >= 1 and sum(f["weight"] for f in wadden["factors"]) == 100
    for path in ("/api/green/watt/water-sorek-1-desalination-plant", "/api/green/h2o/verra-1477",
                 "/api/green/nature-score/verra-1477"):
        assert client.get(path).status_code == 404, path


def test_the_registry_lookup_gives_the_nature_score_of_the_projects_area(client, catalogue):
    body = client.get("/api/green/registry?serial=VCS-985").json
    assert body["project"]["id"] == "verra-985" and body["nature"]["id"] == "nature-cordillera-azul-national-park"
    assert 0 <= body["nature"]["rating"] <= 100
    assert client.get("/api/green/registry?serial=VCS-1175").json["nature"] is None


def test_analyze_says_what_it_inferred_and_from_which_words(client, catalogue):
    body = client.post("/api/green/score/analyze",
                       json={"text": "Parc éolien en mer de 500 MW mis en service en 2020 en France"}).json
    assert body["model"] == "energy" and body["watt_score"]["rating"] > 0
    words = {f["field"]: f["words"] for f in body["inferred"]}
    assert words["capacity_mw"] == "500 MW" and words["commissioning_year"] == "mis en service en 2020"


def test_the_eau_check_is_always_passport_required(client, catalogue):
    text = "Desalination plant of 300,000 m3/day for drinking water, extremely high water stress"
    first = client.post("/api/eau/check", json={"text": text}).json
    again = client.post("/api/eau/check", json={"text": text}).json
    assert first["h2o_score"]["passport_required"] is True and "#green-passport" in \
        first["h2o_score"]["passport_unlock_url"]
    assert first["h2o_score"]["preview_id"] == again["h2o_score"]["preview_id"]


@pytest.mark.parametrize("body", [{"text": "too short"}, {"text": "A sunny afternoon in the garden"}, {},
                                  {"text": 12345678901}, {"text": "x" * 5001}])
def test_bad_free_text_is_a_400_with_the_field_named(client, catalogue, body):
    for path in ("/api/eau/check", "/api/green/score/analyze"):
        response = client.post(path, json=body)
        assert response.status_code == 400 and "text" in response.json["error"]["details"]["fields"], path


def test_history_is_premium_402_for_a_free_key_and_twelve_dated_months_for_premium(client, catalogue, new_key):
    path = "/api/green/score/energy-olkiluoto-3-ol3-epr/history"
    assert client.get(path).status_code == 401
    free = client.get(path, headers=bearer(new_key("free")))
    assert free.status_code == 402 and free.json["error"]["code"] == "premium_required"
    body = client.get(path, headers=bearer(new_key("premium"))).json
    assert body["months"] == 12 and len({p["month"] for p in body["points"]}) == 12
    watts = [p["watt"] for p in body["points"]]
    assert watts == sorted(watts, reverse=True) and watts[0] > watts[-1]  # the remaining life shortens
    assert all(p["composite"] == p["watt"] for p in body["points"])


def test_a_month_before_a_fact_was_dated_has_no_point_and_says_why(client, catalogue, new_key):
    import time_machine

    premium = bearer(new_key("premium"))
    with time_machine.travel("2020-06-30T12:00:00Z", tick=False):
        body = client.get("/api/green/score/energy-bhadla-solar-park/history", headers=premium).json
    by_month = {p["month"]: p for p in body["points"]}
    assert by_month["2019-12"]["watt"] is None and by_month["2019-12"]["left_out"]
    assert by_month["2020-02"]["left_out"] == ["its source is dated 2020-03-30"]
    assert by_month["2020-06"]["watt"] is not None and by_month["2020-06"]["left_out"] == []


def test_every_public_green_read_shares_the_anonymous_daily_window_with_its_headers(make_app, _migrated):
    import time

    client = make_app(SVC_GREEN_ANON_LIMIT="3/day").test_client()
    first = client.get("/api/green/score/verra-1477")
    assert first.status_code == 200 and first.headers["X-RateLimit-Limit"] == "3"
    assert first.headers["X-RateLimit-Remaining"] == "2"
    assert 86_000 < int(first.headers["X-RateLimit-Reset"]) - time.time() <= 86_401
    assert client.post("/api/green/score/analyze", json={"text": "Solar park of 5 MW in Spain"}).status_code == 200
    assert client.get("/api/green/nature-score/nature-wadden-sea").status_code == 200
    refused = client.get("/api/green/registry?serial=VCS-1477")
    assert refused.status_code == 429 and refused.json["error"]["code"] == "rate_limited"
    assert refused.headers["X-RateLimit-Remaining"] == "0"


def test_watt_and_h2o_reads_and_the_eau_check_take_no_key_and_only_the_burst_window(make_app, _migrated):
    client = make_app(SVC_GREEN_ANON_LIMIT="1/day", SVC_BURST_LIMIT="50/minute").test_client()
    wrong_key = {"Authorization": "Bearer svc_pk_live_not_a_key"}
    for _ in range(3):
        assert client.get("/api/green/watt/energy-hornsdale-power-reserve", headers=wrong_key).status_code == 200
        assert client.get("/api/green/h2o/water-sorek-1-desalination-plant").status_code == 200
        assert client.post("/api/eau/check", json={"text": "Desalination plant, 1000 m3/day"}).status_code == 200
    read = client.get("/api/green/watt/energy-hornsdale-power-reserve")
    assert read.headers["X-RateLimit-Limit"] == "50"  # the API burst window, not the green daily one


def test_green_lists_are_kept_per_catalogue_version_and_follow_a_renamed_product(app, client, catalogue, new_key):
    from tests.catalogue.factories import set_figures

    headers = bearer(new_key("premium"))
    paths = ["/api/green/index?kind=product", "/api/green/score/moss-mco2", "/api/green/scores?ids=moss-mco2"]
    before = {path: client.get(path, headers=headers).get_data(as_text=True) for path in paths}
    assert all("MOSS Carbon Credit token (MCO2)" in text for text in before.values())
    assert client.get(paths[0], headers=headers).get_data(as_text=True) == before[paths[0]]  # kept
    set_figures(app, "moss-mco2", name="MCO2 Renamed For The Test")
    for path in paths:
        assert "MCO2 Renamed For The Test" in client.get(path, headers=headers).get_data(as_text=True), path
