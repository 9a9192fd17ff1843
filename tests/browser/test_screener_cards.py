"""The screener for an analyst, in a real browser: the search finds every treasury and government money fund of the
catalogue, the sub-category facet filters in one click, a phone shows one card per product with nothing out of
sight, and axe finds nothing at either width."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report
from tests.browser.pages import DESKTOP, PHONE
from tests.conftest import shipped_products

pytestmark = pytest.mark.browser

SHOWN_IDS = "[...document.querySelectorAll('#products tbody tr[data-id]')].map(row => row.dataset.id)"
OUT_OF_SIGHT = """width => [...document.querySelectorAll('#products tbody tr[data-id]')].flatMap(row =>
    [...row.querySelectorAll('td.product a, td .fig, td time, td.pick input')].filter(e => {
      const box = e.getBoundingClientRect();
      return box.width === 0 || box.left < 0 || box.right > width;
    }).map(e => row.dataset.id + ': ' + e.textContent.trim()))"""


def _treasury_funds() -> set[str]:
    """The catalogue's own treasury and government money funds: filed under a treasury or T-bill sub-category, or a
    money-market fund whose name says government or treasury."""
    found = set()
    for p in shipped_products():
        sub, name = p["sub_category"] or "", p["name"].lower()
        if "treasury" in sub or "tbill" in sub or (sub.startswith("money_market_fund")
                                                   and ("government" in name or "treasury" in name)):
            found.add(p["id"])
    return found


@pytest.fixture
def context_of(browser):
    made = []

    def make(viewport, scheme="light"):
        made.append(browser.new_context(viewport=viewport, color_scheme=scheme))
        return made[-1].new_page()
    yield make
    for context in made:
        context.close()


def test_typing_treasury_finds_every_treasury_and_government_money_fund(live_server, context_of, catalogue):
    expected = _treasury_funds()
    assert len(expected) >= 10  # the catalogue has many: the check below means something
    page = context_of(DESKTOP)
    page.goto(f"{live_server}/?limit=100")
    page.locator("#f-search").fill("treasury")
    expect(page).to_have_url(re.compile(r"search=treasury"))
    expect(page.locator("#result-count")).not_to_contain_text(f"{len(shipped_products())} products")
    shown = set(page.evaluate(SHOWN_IDS))
    assert expected - shown == set()


def test_a_sub_category_link_filters_in_one_click_and_another_clears_it(live_server, context_of, catalogue):
    gold = sorted(p["id"] for p in shipped_products() if p["sub_category"] == "gold")
    page = context_of(DESKTOP)
    page.goto(f"{live_server}/")
    page.locator('#sub-categories a[data-sub-category="gold"]').click()
    expect(page).to_have_url(re.compile(r"sub_category=gold"))
    expect(page.locator("#products tbody tr[data-id]")).to_have_count(len(gold))
    assert sorted(page.evaluate(SHOWN_IDS)) == gold
    expect(page.locator('#sub-categories a[data-sub-category="gold"]')).to_have_attribute("aria-current", "true")
    page.locator("#f-tier summary").click()  # another filter keeps the sub-category the link chose
    page.locator("#f-tier input[value=core]").check()
    expect(page).to_have_url(re.compile(r"risk_tier=core"))
    assert "sub_category=gold" in page.url
    page.locator("#sub-category-clear").click()
    expect(page).not_to_have_url(re.compile(r"sub_category="))
    assert len(page.evaluate(SHOWN_IDS)) > len(gold)


def test_the_facet_link_works_without_javascript(live_server, browser, catalogue):
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/")
    page.locator('#sub-categories a[data-sub-category="silver"]').click()
    silver = {p["id"] for p in shipped_products() if p["sub_category"] == "silver"}
    rows = set(re.findall(r'<tr data-id="([^"]+)"', page.content()))
    context.close()
    assert rows == silver


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_phone_shows_one_card_per_product_with_every_figure_in_sight(live_server, context_of, catalogue, scheme):
    page = context_of(PHONE, scheme)
    page.goto(f"{live_server}/?sort=apy")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate(OUT_OF_SIGHT, PHONE["width"]) == []
    first = page.locator("#products tbody tr[data-id]").first
    assert first.evaluate("row => getComputedStyle(row).display") == "grid"
    labels = first.locator("td[data-label]").evaluate_all(
        "cells => cells.map(c => getComputedStyle(c, '::before').content)")
    assert '"Indicative APY"' in labels and '"Source"' in labels
    expect(page.locator("#stale-note")).to_contain_text("†")


def test_at_a_laptop_width_every_column_is_in_sight_and_no_name_is_cut(live_server, context_of, catalogue):
    page = context_of(DESKTOP)
    page.goto(f"{live_server}/")
    box = page.locator("#products").evaluate("t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]")
    assert box[0] <= box[1]
    cut = page.evaluate("""[...document.querySelectorAll('#products td.product a')].filter(a => {
        const s = getComputedStyle(a); return s.textOverflow === 'ellipsis' || s.overflowWrap === 'anywhere'
          || s.wordBreak === 'break-all' || a.scrollWidth > a.clientWidth + 1; }).map(a => a.textContent)""")
    assert cut == []


@pytest.mark.presentation
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])
def test_the_screener_with_a_sub_category_passes_axe(live_server, context_of, axe_source, catalogue, viewport):
    found = {}
    for scheme in ("light", "dark"):
        page = context_of(viewport, scheme)
        page.goto(f"{live_server}/?sub_category=money_market_fund")
        found[scheme] = problems(page, axe_source)
    assert not any(found.values()), report(found)
