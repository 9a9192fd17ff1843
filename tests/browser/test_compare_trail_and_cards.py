"""Product → compare → back in a real browser, and the comparison and green lists as cards on a 390-pixel phone."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import axe_both_themes, report
from tests.browser.pages import DESKTOP, PHONE, THREE

pytestmark = pytest.mark.browser

SCREENER = "/?asset_class=bonds&sort=apy&sort_dir=desc"
CARD_PAGES = ["/compare?ids=" + THREE, "/compare?ids=ondo-usdy,circle-usdc,paxos-paxg,tether-xaut", "/green",
              "/green/nature", "/green/water"]


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE)
    yield context.new_page()
    context.close()


def test_product_to_compare_and_back_keeps_the_filters_and_the_selection(live_server, page, catalogue):
    page.goto(live_server + SCREENER)
    rows = page.locator("#products tbody tr[data-id]")
    first, second = rows.nth(0).get_attribute("data-id"), rows.nth(1).get_attribute("data-id")
    rows.nth(0).locator("input[name=ids]").check()
    expect(page.locator("#selection-count")).to_have_text("1")
    rows.nth(1).locator("td.product a").click()
    expect(page.locator("#trail-selection")).to_contain_text("Selected to compare (1)")
    page.locator("#compare-now").click()
    expect(page.locator("#comparison")).to_be_visible()
    expect(page.locator("#comparison th[data-id]")).to_have_count(2)
    assert [page.locator("#comparison th[data-id]").nth(n).get_attribute("data-id") for n in (0, 1)] == [first, second]
    page.locator("#back-to-screener").click()
    expect(page.locator("#selection-count")).to_have_text("2")
    expect(page.locator(f"#products tr[data-id='{first}'] input[name=ids]")).to_be_checked()
    expect(page.locator(f"#products tr[data-id='{second}'] input[name=ids]")).to_be_checked()
    expect(page.locator("#f-class input[value=bonds]")).to_be_checked()
    assert "sort=apy" in page.url and "asset_class=bonds" in page.url


def test_add_to_compare_returns_to_the_screener_with_the_product_ticked(live_server, page, catalogue):
    page.goto(f"{live_server}{SCREENER}&picked=ondo-usdy")
    page.locator("#products tbody tr[data-id]:not([data-id='ondo-usdy']) td.product a").first.click()
    page.locator("#add-to-compare").click()
    expect(page.locator("#selection-count")).to_have_text("2")
    expect(page.locator("#compare-button")).to_be_enabled()
    assert "asset_class=bonds" in page.url


def test_a_comparison_of_one_product_says_what_to_do_and_leads_back(live_server, page, catalogue):
    page.goto(f"{live_server}/compare?ids=ondo-usdy")
    expect(page.locator("#compare-error")).to_contain_text("2 to 4 products")
    page.locator("#back-to-screener").click()
    expect(page.locator("#selection-count")).to_have_text("1")


def _outside(page, selector: str) -> list[str]:
    """The texts of the elements matching selector that reach past the phone's width."""
    return page.evaluate("""([selector, width]) => [...document.querySelectorAll(selector)]
        .filter(el => { const box = el.getBoundingClientRect(); return box.left < 0 || box.right > width; })
        .map(el => el.textContent.trim().slice(0, 60))""", [selector, PHONE["width"]])


@pytest.mark.parametrize("path", CARD_PAGES)
def test_on_a_phone_each_card_shows_its_name_and_figures_in_sight(live_server, phone, catalogue, path):
    phone.goto(live_server + path)
    assert phone.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    if path.startswith("/compare"):
        names = phone.locator("#comparison th[data-id]")
        expect(names).to_have_count(len(path.split("=")[1].split(",")))
        assert _outside(phone, "#comparison th[data-id], #comparison td") == []
        # a card per product: its name, then its figures, each under its label
        first = names.nth(0).bounding_box()
        apy = phone.locator("#row-apy td").nth(0).bounding_box()
        second = names.nth(1).bounding_box()
        assert first["y"] < apy["y"] < second["y"]
        label = phone.locator("#row-apy td").nth(0).evaluate("td => getComputedStyle(td, '::before').content")
        assert "Indicative APY" in label
        expect(phone.locator("#comparison .as-of").first).to_be_visible()
    else:
        table = phone.locator("table.row-cards")
        assert _outside(phone, "table.row-cards td") == []
        name = table.locator("tbody tr").first.locator("td.card-name")
        figure = table.locator("tbody tr").first.locator("td[data-label]").first
        assert name.bounding_box()["y"] < figure.bounding_box()["y"]


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])
@pytest.mark.parametrize("path", [*CARD_PAGES, "/compare?ids=ondo-usdy",
                                  "/products/blackrock-buidl?back=/%3Fasset_class%3Dbonds%26picked%3Dondo-usdy"])
@pytest.mark.presentation
def test_the_cards_and_the_trail_pass_axe(live_server, browser, axe_source, catalogue, viewport, path):
    context = browser.new_context(viewport=viewport, color_scheme="light")
    page = context.new_page()
    page.goto(live_server + path)
    found = axe_both_themes(page, axe_source)
    context.close()
    assert not report(found), report(found)
