"""The Watts Reserve pages through the Flask client: the offer board and its filters (htmx fragment and whole page),
the buyer's profile ranked against the open offers, the listing board, the match score's methodology, and the
developer hub's section."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from app.platform.db import unit_of_work
from app.watts import match
from tests.keys.factories import identity
from tests.watts import factories
from tests.watts.factories import DAY, at, profile_body

HTMX = {"HX-Request": "true"}


def _html(response) -> str:
    return response.get_data(as_text=True)


def _local(moment: str) -> str:
    """A time as the form's datetime-local field sends it: no seconds, no offset (the page reads it as UTC)."""
    return moment[:16]


def _form(**changes) -> dict:
    """The profile form's fields for the conftest's profile (12:00 to 14:00 UTC tomorrow, 600 kWh, FR)."""
    form = {"window_start": _local(at(2)), "window_end": _local(at(4)), "energy_kwh": "600", "country": "FR",
            "zone_id": "FR", "carbon_max": "100", "firmness": "firm", "generation_source": ""}
    form.update(changes)
    return form


def _ids(page: str, table: str) -> list[str]:
    start = page.index(f'id="{table}"')
    return re.findall(r'<tr data-id="([^"]+)"', page[start:page.index("</table>", start)])


def _ranked(page: str) -> list[tuple[str, str]]:
    return re.findall(r'<li class="card match" data-id="([^"]+)" data-score="([^"]+)"', page)


def test_the_board_lists_an_open_offer_and_not_a_withdrawn_one(client, publish, producer):
    kept, gone = publish(label="Rooftop solar, Lyon"), publish(label="Old wind farm")
    assert client.post(f"/api/v1/watts/offers/{gone}/withdraw", headers=producer).status_code == 200
    page = _html(client.get("/reserve"))
    assert _ids(page, "offer-list") == [kept]
    assert "Rooftop solar, Lyon" in page and "Old wind farm" not in page
    assert "indicative, not a verified green claim" in page and 'data-free-kw="500.0"' in page
    assert f'<time datetime="{at(0)}">' in page  # the window is dated
    assert "1 open offer" in page and "board as of" in page


@pytest.mark.parametrize(("query", "kept"), [
    ("country=de", "wind"), ("firmness=flex", "wind"), ("generation_source=solar", "solar"),
    ("country=FR&firmness=firm", "solar"),
])
def test_the_filters_apply_in_place_with_htmx_and_as_a_whole_page(client, publish, query, kept):
    made = {"solar": publish(),
            "wind": publish(zone={"country": "DE", "zone_id": "DE-LU"}, firmness="flex",
                            generation_source="wind", label="North Sea wind")}
    fragment = _html(client.get(f"/reserve?{query}", headers=HTMX))
    assert not fragment.lstrip().lower().startswith("<!doctype") and 'id="profile-form"' not in fragment
    assert _ids(fragment, "offer-list") == [made[kept]]
    assert 'hx-swap-oob="innerHTML">1 open offer' in fragment  # the count follows, outside the swapped board
    whole = _html(client.get(f"/reserve?{query}"))
    assert whole.lstrip().lower().startswith("<!doctype") and _ids(whole, "offer-list") == [made[kept]]
    assert 'id="profile-form"' in whole and 'id="listing-list"' in whole


def test_the_day_filter_keeps_the_offers_whose_window_touches_that_day(client, publish):
    tomorrow = publish()  # 10:00 to 18:00 tomorrow
    later = publish(window={"start": at(47), "end": at(50)}, label="Later")  # 09:00 to 12:00, two days after
    overnight = publish(window={"start": at(12), "end": at(26)}, label="Overnight")  # 22:00 to 12:00 the next day
    for day, expected in ((DAY, [tomorrow, overnight]), (DAY + timedelta(days=1), [overnight]),
                          (DAY + timedelta(days=2), [later]), (DAY + timedelta(days=3), [])):
        page = _html(client.get(f"/reserve?day={day.date().isoformat()}"))
        assert _ids(page, "offer-list") == expected, day


def test_a_bad_filter_is_a_400_told_beside_the_board(client, publish):
    publish()
    answer = client.get("/reserve?country=FRA&day=tomorrow", headers=HTMX)
    assert answer.status_code == 400
    page = _html(answer)
    assert 'id="offer-filters-error"' in page and "<code>country</code>" in page and "<code>day</code>" in page
    assert 'id="offer-list"' not in page


def test_the_profile_form_ranks_two_offers_best_first_with_their_scores_and_parts(client, publish, buyer):
    solar = publish()  # 48 g/kWh
    wind = publish(generation_source="wind", label="Wind, Beauce")  # 11 g/kWh: more carbon points
    answer = client.get("/reserve/match", query_string=_form())
    assert answer.status_code == 200
    page = _html(answer)
    expected = client.post("/api/v1/watts/offers/match", json=profile_body(), headers=buyer).json["offers"]
    assert [o["id"] for o in expected] == [wind, solar]
    assert _ranked(page) == [(o["id"], str(o["match_score"])) for o in expected]
    first = page[page.index(f'data-id="{wind}" data-score'):page.index(f'data-id="{solar}" data-score')]
    for part in expected[0]["match"]["parts"]:
        assert (f'data-factor="{part["name"]}" data-value="{part["value"]}" data-weight="{part["weight"]}" '
                f'data-points="{part["points"]}"') in first
        assert part["basis"] in first
    assert "Nothing is reserved from this page" in page
    assert client.get("/api/v1/watts/reserve", headers=buyer).json["total"] == 0  # nothing was stored


def test_the_profile_form_answers_htmx_with_its_own_section_keeping_its_values(client, publish):
    offer_id = publish()
    fragment = _html(client.get("/reserve/match", query_string=_form(energy_kwh="250.5"), headers=HTMX))
    assert fragment.lstrip().startswith(("<nav", "<section")) and 'id="offer-list"' not in fragment
    assert 'id="profile"' in fragment and 'value="250.5"' in fragment and _ranked(fragment)[0][0] == offer_id


@pytest.mark.parametrize(("changes", "field", "named"), [
    ({"energy_kwh": "-1"}, "energy_kwh", "energy_kwh"),
    ({"window_end": _local(at(1))}, "window_end", "window.end"),  # before the start
    ({"country": "France"}, "country", "zone.country"),
    ({"energy_kwh": ""}, "energy_kwh", "energy_kwh"),  # required, and marked so
    ({"firmness": "maybe"}, "firmness", "firmness"),
])
def test_a_bad_profile_is_a_400_naming_the_field_in_the_form(client, changes, field, named):
    answer = client.get("/reserve/match", query_string=_form(**changes))
    assert answer.status_code == 400
    page = _html(answer)
    assert f"<li><code>{named}</code>:" in page and 'id="profile-error"' in page
    assert re.search(rf'id="p-{field}"[^>]*aria-describedby="[^"]*p-{field}-error"[^>]*aria-invalid="true"', page)
    assert 'id="ranked"' not in page


def test_the_listing_board_shows_a_listing_with_its_price_reservation_and_compare_link(app, client, catalogue,
                                                                                        publish, reserved, buyer_key):
    from tests.conftest import shipped_products

    publish()
    product, confirmed = shipped_products()[0]["id"], reserved("confirmed")
    with app.app_context(), unit_of_work():
        listed = factories.listing(identity(buyer_key), confirmed, indicative_price_eur=54.5,
                                   label="Tomorrow noon, solar", compare_ref_id=product).id
    page = _html(client.get("/reserve"))
    assert _ids(page, "listing-list") == [listed]
    row = page[page.index(f'<tr data-id="{listed}"'):]
    row = row[:row.index("</tr>")]
    assert "Tomorrow noon, solar" in row and "54.5" in row and "indicative, non-binding" in row
    assert f'href="http://hub.test/?picked={product}"' in row
    assert "confirmed" in row and f'<time datetime="{at(2)}">' in row and "600" in row


def test_the_methodology_page_shows_the_tables_the_code_runs(client):
    page = _html(client.get("/developers/methodology/watts"))
    weights = page[page.index('id="weights"'):]
    for name, weight in match.WEIGHTS.items():
        assert re.search(rf'data-factor="{name}">.*?<td data-label="Weight">{weight}</td>', weights, re.S), name
    assert f"the weights sum to {sum(match.WEIGHTS.values())}," in page
    for case, value in match.ZONE.items():
        assert f'data-case="{case}">' in page and f"<td>{value}</td>" in page
    for (asked, offered), value in match.FIRMNESS.items():
        assert f'data-asked="{asked}" data-offered="{offered}">' in page and f"<td>{value}</td>" in page
    for source, grams in match.tables()["grams"].items():
        assert re.search(rf'data-source="{source}">.*?<td>{grams}</td>', page, re.S), source
    assert match.tables()["ipcc"] in page and "Ties rank the earlier offer first" in page


def test_the_methodology_example_is_the_score_the_code_computes(client):
    from app.watts.views import _example

    example = _example()
    page = _html(client.get("/developers/methodology/watts"))
    assert f"Its match score: {example['match_score']}" in page
    for part in example["parts"]:
        assert part["basis"] in page


def test_the_reserve_page_links_the_methodology_and_the_developer_hub(client):
    page = _html(client.get("/reserve"))
    assert 'href="/developers/methodology/watts"' in page and 'href="/developers/watts#watts"' in page
    assert "No open offer matches these filters." in page and "No open listing." in page


def test_the_reserve_page_reads_in_french(client, publish):
    publish()
    page = _html(client.get("/reserve?lang=fr"))
    assert '<html lang="fr">' in page and "Offres ouvertes" in page and "Rien n’est réservé" in page
    assert "vérifiée" in page  # the source note


def test_the_developer_hub_documents_watts_with_the_numbers_the_code_runs(client):
    from app.watts import listings, models, schemas

    whole = _html(client.get("/developers/watts"))
    start = whole.index('id="watts"')
    page = whole[start:whole.index("</section>", start)]  # the Watts Reserve section alone
    for anchor in ("watts-states", "watts-match", "watts-confirm", "watts-capacity", "watts-listings",
                   "watts-demo", "watts-guardrails"):
        assert f'id="{anchor}"' in page, anchor
    for rule in client.application.url_map.iter_rules():
        if rule.endpoint.startswith("watts."):
            assert re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule) in page, rule.rule
    for name, weight in match.WEIGHTS.items():
        assert f'<code>{name}</code> <span data-weight="{name}">{weight}</span>' in page
    for state in models.RESERVATION_STATES:
        assert f"<code>{state}</code>" in page
    for kind, words in (("firm", "for a firm reservation"), ("reservation", "for a flex one"),
                        ("offer", "for an offer")):
        assert re.search(rf"{schemas.LONGEST[kind].days}\s+days\s+{words}", page), kind
    assert f"{schemas.AHEAD.days} days ahead" in page and " or ".join(listings.LISTABLE) in page
    for phrase in ("409 invalid_state", "409 overbooked", "409 conflict", "409 own_listing",
                   "attributes.reservation_id", "SVC_WATTS_DEMO_LIMIT", "chargeflow.unit.retired", "compare_ref_id",
                   "not a verified green claim"):
        assert phrase in page, phrase
    assert 'href="/developers/methodology/watts"' in page
