"""An empty carbon cap means no cap, on the page and in the API; a match that finds nothing, or nothing under the
cap, says which field to change, with figures from the open offers."""

from __future__ import annotations

import re

import pytest

from app.watts import match
from tests.watts.factories import at, profile_body
from tests.watts.test_pages import _form, _ranked

NO_CAP = {k: v for k, v in profile_body().items() if k != "carbon_intensity_max_gco2_kwh"}


def _page(client, **changes) -> str:
    answer = client.get("/reserve/match", query_string=_form(**changes))
    assert answer.status_code == 200, answer.get_data(as_text=True)[:500]
    return answer.get_data(as_text=True)


def _match(client, headers, body) -> dict:
    answer = client.post("/api/v1/watts/offers/match", json=body, headers=headers)
    assert answer.status_code == 200, answer.json
    return answer.json


def test_an_empty_carbon_cap_is_no_cap_on_the_page(client, publish):
    offer_id = publish()
    page = _page(client, carbon_max="")
    assert _ranked(page)[0][0] == offer_id and 'id="profile-error"' not in page
    assert "solar 48 g/kWh, no cap" in page and 'id="match-advice"' not in page


def test_a_profile_without_a_cap_is_accepted_by_the_api_and_stored_as_no_cap(client, publish, buyer):
    publish()
    ranked = _match(client, buyer, NO_CAP)
    carbon = next(p for p in ranked["offers"][0]["match"]["parts"] if p["name"] == "carbon")
    assert carbon["value"] == round(1 - 0.5 * 48 / match.NO_CAP, 4) and ranked["advice"] is None
    intent = client.post("/api/v1/watts/reserve", json={**NO_CAP, "carbon_intensity_max_gco2_kwh": None},
                         headers=buyer)
    assert intent.status_code == 201 and intent.json["carbon_intensity_max_gco2_kwh"] is None
    assert intent.json["offer_id"] is not None


def test_the_form_marks_each_field_the_match_needs_as_required(client):
    page = client.get("/reserve").get_data(as_text=True)
    for name in ("window_start", "window_end", "energy_kwh", "country", "firmness"):
        assert re.search(rf'id="p-{name}"[^>]* required aria-required="true"', page), name
    for name in ("zone_id", "carbon_max", "generation_source"):
        assert not re.search(rf'id="p-{name}"[^>]* required', page), name
    assert page.count('<span class="required-mark">(required)</span>') == 5
    assert "Empty: no cap." in page and "Default: firm" in page and "No preference" in page


def test_no_offer_under_the_cap_names_the_cap_and_the_lowest_figure(client, publish, buyer):
    publish()  # solar, 48 g/kWh
    publish(generation_source="hydro", label="Alpine hydro")  # 24 g/kWh
    answer = _match(client, buyer, profile_body(carbon_intensity_max_gco2_kwh=20))
    advice = answer["advice"]
    assert advice["reason"] == "carbon_cap" and advice["field"] == "carbon_intensity_max_gco2_kwh"
    assert advice["lowest_gco2_kwh"] == 24
    assert advice["message"].startswith("No offer in this window meets a carbon cap of 20 g/kWh; the lowest is 24 "
                                        "g/kWh")
    page = _page(client, carbon_max="20")
    assert 'data-reason="carbon_cap" data-field="carbon_intensity_max_gco2_kwh"' in page
    assert "No offer in this window meets a carbon cap of 20 g/kWh; the lowest is 24 g/kWh" in page


def test_no_offer_in_the_window_names_the_nearest_window(client, publish, buyer):
    publish()  # tomorrow 10:00 to 18:00 UTC
    later = {"start": at(48), "end": at(50)}
    answer = _match(client, buyer, profile_body(window=later))
    assert answer["offers"] == [] and answer["advice"]["reason"] == "no_window"
    assert answer["advice"]["field"] == "window" and at(0) in answer["advice"]["message"]
    page = " ".join(_page(client, window_start=later["start"][:16], window_end=later["end"][:16]).split())
    assert "No open offer in France (FR) shares this window; the nearest runs from" in page
    assert f'<time datetime="{at(0)}">' in page and "move or widen the window" in page


def test_no_offer_in_the_country_names_the_countries_that_have_some(client, publish, buyer):
    publish(zone={"country": "DE", "zone_id": "DE-LU"})
    advice = _match(client, buyer, profile_body())["advice"]
    assert advice["reason"] == "no_country" and advice["field"] == "zone.country" and "in DE" in advice["message"]
    assert "open offers are in DE: change the country" in " ".join(_page(client).split())


@pytest.mark.parametrize("door", ["api", "page"])
def test_no_open_offer_at_all_says_so(client, buyer, door):
    if door == "api":
        advice = _match(client, buyer, profile_body())["advice"]
        assert advice["reason"] == "no_offer" and advice["field"] is None
    else:
        assert "There is no open offer yet" in _page(client)


def test_an_offer_under_the_cap_gives_no_advice(client, publish, buyer):
    publish()
    assert _match(client, buyer, profile_body(carbon_intensity_max_gco2_kwh=50))["advice"] is None
