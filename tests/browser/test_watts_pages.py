"""The reserve page with offers and a listing (published, confirmed and listed with premium keys), in Chromium: the
offer filters in place (htmx) and without JavaScript, a profile ranked in place, axe in both themes and both
languages, and a 390-pixel phone with no sideways scroll, no hidden cell and every card's cells named."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import axe_both_themes, report
from tests.browser.pages import DESKTOP, PHONE, TOMORROW, rank_a_profile
from tests.conftest import bearer, shipped_products
from tests.watts.factories import offer_body, profile_body

pytestmark = pytest.mark.browser
SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])
TABLES = "#offer-list tbody, #listing-list tbody, #ranked tbody"


@pytest.fixture
def market(client, new_key, catalogue) -> dict:
    """Three open offers of a producer, and a buyer's confirmed reservation listed with a product to compare."""
    producer, buyer = bearer(new_key("premium")), bearer(new_key("premium"))
    made = {}
    for name, changes in (("solar", {}), ("hydro", {"generation_source": "hydro", "label": "Alpine hydro"}),
                          ("wind", {"zone": {"country": "DE", "zone_id": "DE-LU"}, "firmness": "flex",
                                    "generation_source": "wind",
                                    "label": "North Sea wind farm, cluster 7, aggregated by a long-named operator"})):
        answer = client.post("/api/v1/watts/offers", json=offer_body(**changes), headers=producer)
        assert answer.status_code == 201, answer.json
        made[name] = answer.json["id"]
    intent = client.post("/api/v1/watts/reserve", json=profile_body(), headers=buyer).json
    assert client.post(f"/api/v1/watts/reserve/{intent['id']}/confirm", headers=buyer).status_code == 200
    listed = client.post("/api/v1/watts/secondary", headers=buyer, json={
        "reservation_id": intent["id"], "indicative_price_eur": 54.5, "label": "Tomorrow noon, firm",
        "compare_ref_id": shipped_products()[0]["id"]})
    assert listed.status_code == 201, listed.json
    return {**made, "listing": listed.json["id"]}


def _fits(page, width: int) -> dict:
    """What a reader of that width cannot see: the page's sideways scroll, hidden cells, cells cut off."""
    return page.evaluate("""([width, tables]) => {
        const cells = [...document.querySelectorAll(tables)].flatMap(t => [...t.querySelectorAll('td, th')]);
        return {scroll: document.documentElement.scrollWidth,
                hidden: cells.filter(c => getComputedStyle(c).display === 'none').length,
                outside: cells.filter(c => { const r = c.getBoundingClientRect();
                                             return r.width && (r.left < 0 || r.right > width); }).length};
    }""", [width, TABLES])


@SIZES
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reserve_page_with_offers_a_listing_and_a_ranking_passes_axe_and_fits(live_server, browser, axe_source,
                                                                                  market, viewport, lang):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    page.goto(f"{live_server}/reserve?lang={lang}")
    expect(page.locator("#offer-list tbody tr")).to_have_count(3)
    expect(page.locator("#listing-list tbody tr")).to_have_count(1)
    rank_a_profile(page)
    expect(page.locator("#ranked li.match")).to_have_count(2)  # not the wind offer: another country
    expect(page.locator("html")).to_have_attribute("lang", lang)
    fits = _fits(page, viewport["width"])
    found = axe_both_themes(page, axe_source)
    context.close()
    assert fits == {"scroll": viewport["width"], "hidden": 0, "outside": 0}
    assert not report(found), report(found)


def test_filtering_the_offers_changes_the_board_without_a_reload(live_server, page, market):
    page.goto(f"{live_server}/reserve")
    page.evaluate("window.__stillHere = true")
    page.select_option("#f-firmness", "flex")
    expect(page.locator("#offer-list tbody tr")).to_have_count(1)
    expect(page.locator(f'#offer-list tr[data-id="{market["wind"]}"]')).to_be_visible()
    expect(page.locator("#offer-count")).to_contain_text("1 open offer")
    assert page.evaluate("window.__stillHere") is True and "firmness=flex" in page.url
    expect(page.locator("#lang-switch a[hreflang=fr]")).to_have_attribute("href", "/reserve?firmness=flex&lang=fr")
    page.fill("#f-day", TOMORROW)
    expect(page).to_have_url(re.compile(f"day={TOMORROW}"))
    expect(page.locator("#offer-count")).to_contain_text("1 open offer")
    page.reload()
    assert page.locator("#f-firmness").input_value() == "flex" and page.locator("#f-day").input_value() == TOMORROW
    expect(page.locator("#offer-list tbody tr")).to_have_count(1)


def test_a_ranking_in_place_keeps_the_board_and_shows_each_part(live_server, page, market):
    page.goto(f"{live_server}/reserve")
    page.evaluate("window.__stillHere = true")
    rank_a_profile(page)
    first = page.locator("#ranked li.match").first
    expect(first.locator("tbody tr")).to_have_count(6)
    expect(first.locator('tr[data-factor="carbon"] td[data-label="Basis"]')).to_contain_text("IPCC")
    assert page.evaluate("window.__stillHere") is True and "/reserve/match?" in page.url
    expect(page.locator("#offer-list tbody tr")).to_have_count(3)
    page.fill("#p-energy_kwh", "-5")
    page.click("#profile-submit")
    expect(page.locator("#p-energy_kwh")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#profile-error")).to_contain_text("energy_kwh")
    expect(page.locator("#ranked")).to_have_count(0)


def test_the_filters_and_the_profile_work_without_javascript(live_server, browser, market):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/reserve")
    page.select_option("#f-source", "hydro")
    page.click("#offer-filters button[type=submit]")
    expect(page.locator("#offer-list tbody tr")).to_have_count(1)
    expect(page.locator(f'#offer-list tr[data-id="{market["hydro"]}"]')).to_be_visible()
    rank_a_profile(page)
    expect(page.locator("#ranked li.match")).to_have_count(2)
    assert "/reserve/match?" in page.url
    context.close()


def test_on_a_phone_each_offer_is_a_card_with_every_cell_named(live_server, browser, market):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{live_server}/reserve")
    row = page.locator(f'#offer-list tr[data-id="{market["solar"]}"]')
    labels = row.locator("th, td").evaluate_all("cells => cells.map(c => getComputedStyle(c, '::before').content)")
    tops = row.locator("th, td").evaluate_all("cells => cells.map(c => c.getBoundingClientRect().top)")
    listing = page.locator(f'#listing-list tr[data-id="{market["listing"]}"] td').evaluate_all(
        "cells => cells.map(c => getComputedStyle(c, '::before').content)")
    context.close()
    assert labels == ['"Offer"', '"Window"', '"Capacity"', '"Free"', '"Zone"', '"Firmness"', '"Source (indicative)"']
    assert tops == sorted(tops) and len(set(tops)) == 7  # one line each, in order
    assert listing[0] == '"Indicative price"' and listing[-1] == '"Compare"'


@pytest.fixture
def seeded_hub(app, live_server) -> str:
    """A fresh hub after the README's first command: `flask seed` in the embedded mode (the sample offers)."""
    app.config["SVC_MODE"] = "embedded"
    result = app.test_cli_runner().invoke(args=["seed"])
    assert result.exit_code == 0 and "watts sample offers, 4 written" in result.output, result.output
    return live_server


@SIZES
def test_a_fresh_hub_shows_sample_offers_and_ranks_them_with_advice(seeded_hub, browser, axe_source, viewport):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    page.goto(f"{seeded_hub}/reserve")
    expect(page.locator("#offer-count")).to_contain_text("4 open offers")
    expect(page.locator('#offer-list tbody tr[data-sample="true"] .badge.sample')).to_have_count(4)
    expect(page.locator("#sample-note")).to_contain_text("€75/MWh")
    expect(page.locator("#profile-form .required-mark")).to_have_count(5)
    page.fill("#p-window_start", f"{TOMORROW}T12:00")
    page.fill("#p-window_end", f"{TOMORROW}T14:00")
    page.fill("#p-energy_kwh", "600")
    page.fill("#p-country", "FR")
    page.click("#profile-submit")  # no carbon cap: no cap
    expect(page.locator('#ranked li.match[data-sample="true"]')).to_have_count(2)  # solar and hydro share the window
    expect(page.locator("#match-advice")).to_have_count(0)
    page.fill("#p-carbon_max", "20")
    page.click("#profile-submit")
    expect(page.locator("#match-advice")).to_contain_text("carbon cap of 20 g/kWh; the lowest is 24 g/kWh")
    fits = _fits(page, viewport["width"])
    found = axe_both_themes(page, axe_source)
    context.close()
    assert fits == {"scroll": viewport["width"], "hidden": 0, "outside": 0}
    assert not report(found), report(found)
