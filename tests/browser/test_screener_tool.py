"""The screener as a working tool, in a real browser: dense rows, sorting by header, search, presets, a selection
that survives filters and pages, the CSV export parsed back, and phones."""

import csv
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from tests.conftest import in_class

pytestmark = pytest.mark.browser

ROWS_ABOVE_THE_FOLD = """[...document.querySelectorAll('#products tbody tr[data-id]')]
    .filter(row => row.getBoundingClientRect().top < window.innerHeight).length"""
SHOWN_IDS = "[...document.querySelectorAll('#products tbody tr[data-id]')].map(row => row.dataset.id)"


@pytest.fixture(params=["light", "dark"])
def desktop(browser, request):
    context = browser.new_context(viewport={"width": 1366, "height": 900}, color_scheme=request.param,
                                  accept_downloads=True)
    yield context.new_page()
    context.close()


@pytest.fixture(params=["light", "dark"])
def phone(browser, request):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=request.param)
    yield context.new_page()
    context.close()


def _api_ids(page, live_server, query: str) -> list[str]:
    body = page.request.get(f"{live_server}/api/compare?{query}").json()
    return [p["id"] for p in body["products"]]


def test_at_least_ten_products_show_above_the_fold(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/")
    assert desktop.evaluate(ROWS_ABOVE_THE_FOLD) >= 10
    assert desktop.evaluate("document.documentElement.scrollWidth") == 1366


def test_a_column_header_sorts_then_reverses(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/?asset_class=bonds")
    tvl = desktop.locator("#products th", has_text="TVL")
    tvl.locator("a").click()
    expect(tvl).to_have_attribute("aria-sort", "descending")
    expect(tvl).to_contain_text("▼")
    assert desktop.evaluate(SHOWN_IDS) == _api_ids(desktop, live_server, "asset_class=bonds&sort=tvl&sort_dir=desc")
    tvl.locator("a").click()
    expect(tvl).to_have_attribute("aria-sort", "ascending")
    assert desktop.evaluate(SHOWN_IDS) == _api_ids(desktop, live_server, "asset_class=bonds&sort=tvl&sort_dir=asc")
    assert "sort=tvl" in desktop.url and "sort_dir=asc" in desktop.url
    desktop.locator("#f-chain summary").click()
    desktop.locator("#f-chain input[value=ethereum]").check()  # another filter keeps the sort
    expect(desktop).to_have_url(re.compile(r"chain=ethereum"))
    total = desktop.request.get(f"{live_server}/api/compare?asset_class=bonds&chain=ethereum").json()["total"]
    expect(desktop.locator("#result-count strong")).to_have_text(str(total))
    expect(tvl).to_have_attribute("aria-sort", "ascending")
    assert desktop.evaluate(SHOWN_IDS) == _api_ids(desktop, live_server,
                                                   "asset_class=bonds&chain=ethereum&sort=tvl&sort_dir=asc")


def test_the_search_box_finds_by_name_ticker_issuer_and_platform(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/")
    desktop.fill("#f-search", "benji")
    expect(desktop.locator("#result-count")).to_contain_text("1 product")
    expect(desktop.locator("#products tbody tr[data-id]")).to_have_count(1)
    assert desktop.evaluate(SHOWN_IDS) == ["franklin-benji-fobxx"] and "search=benji" in desktop.url
    desktop.fill("#f-search", "securitize")
    expect(desktop.locator("#result-count")).not_to_contain_text("1 product ")
    assert desktop.evaluate(SHOWN_IDS) == _api_ids(desktop, live_server, "search=securitize")


def test_a_preset_fills_the_fields_it_sets(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/")
    desktop.select_option("#f-preset", "debutant-prudent")
    expect(desktop.locator("#preset-note")).to_contain_text("Cautious beginner")
    assert desktop.locator("#f-ticket").input_value() == "1000"
    expect(desktop.locator("#f-tier .multi-chosen")).to_have_text("core")
    desktop.select_option("#f-preset", "immo")
    expect(desktop.locator("#preset-note")).to_contain_text("Real estate")
    assert desktop.locator("#f-ticket").input_value() == ""  # the previous preset's fields are undone
    expect(desktop.locator("#f-class .multi-chosen")).to_have_text("real estate")


def test_ticked_products_survive_filters_sorting_and_paging(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/?asset_class=bonds&sort=apy")
    button = desktop.locator("#compare-button")
    expect(button).to_be_disabled()
    assert desktop.evaluate("getComputedStyle(document.getElementById('compare-button')).opacity") < "1"
    boxes = desktop.locator("#products input[name=ids]")
    picked = [boxes.nth(0).get_attribute("value"), boxes.nth(1).get_attribute("value")]
    boxes.nth(0).check()
    boxes.nth(1).check()
    expect(button).to_be_enabled()
    assert parse_qs(urlsplit(desktop.url).query)["picked"] == [",".join(picked)]
    desktop.locator("#f-class summary").click()
    desktop.locator("#f-class input[value=bonds]").uncheck()
    desktop.locator("#f-class input[value=real_estate]").check()
    expect(desktop.locator("#result-count")).to_contain_text(f"{in_class('real_estate')} products")
    expect(desktop.locator("#selection-chips .chip")).to_have_count(2)
    desktop.locator("#products th a", has_text="Product").click()
    desktop.fill("#f-search", "")
    desktop.goto(desktop.url)  # a shared or reloaded link keeps the selection too
    expect(desktop.locator("#selection-chips .chip")).to_have_count(2)
    expect(button).to_be_enabled()
    button.click()
    expect(desktop.locator("#comparison")).to_be_visible()
    for product_id in picked:
        expect(desktop.locator(f'#comparison th[data-id="{product_id}"]')).to_have_count(1)


def test_the_selection_follows_page_links_and_can_be_removed(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/?limit=25")
    desktop.locator("#products input[name=ids]").nth(0).check()
    first = desktop.locator("#selection-chips .chip").get_attribute("data-id")
    desktop.locator("nav.pager a", has_text="2").click()
    expect(desktop.locator("#result-count")).to_contain_text("page 2 of")
    expect(desktop.locator("#selection-chips .chip")).to_have_count(1)
    assert f"picked={first}" in desktop.url
    desktop.locator("#selection-chips .chip-remove").click()
    expect(desktop.locator("#selection-chips .chip")).to_have_count(0)
    assert "picked=" not in desktop.url


def test_the_csv_export_downloads_the_whole_view_and_parses_back(live_server, desktop, catalogue):
    desktop.goto(f"{live_server}/?chain=eth&sort=tvl&limit=25")
    with desktop.expect_download() as download:
        desktop.locator("#export-csv").click()
    assert download.value.suggested_filename.startswith("svc-screener-")
    assert download.value.suggested_filename.endswith(".csv")
    with open(download.value.path(), encoding="utf-8", newline="") as saved:
        rows = list(csv.DictReader(saved))
    expected = _api_ids(desktop, live_server, "chain=eth&sort=tvl&limit=100")
    assert [r["id"] for r in rows] == expected and len(rows) > 25
    assert all(r["source_url"].startswith("http") and r["as_of"] for r in rows)


def test_the_screener_fits_a_phone_with_its_filters_open(live_server, phone, catalogue):
    phone.goto(f"{live_server}/?picked=ondo-usdy,blackrock-buidl&preset=immo")
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    phone.locator("#f-jurisdiction summary").click()
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    phone.locator("#f-jurisdiction input[value=US]").check()
    phone.locator("#more-filters > summary").click()
    phone.locator("#overview-chains summary").click()
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    expect(phone.locator("#result-count")).not_to_contain_text(f"{in_class('real_estate')} products")
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
