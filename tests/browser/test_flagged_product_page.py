"""A product page whose product holds a red-flagged carbon project, in a browser: its flags read before its CQS, in
both languages, on a 390-pixel phone with nothing scrolling sideways, and without an accessibility problem."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report
from tests.browser.pages import PHONE
from tests.green.factories import hold

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1366, "height": 900}


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])
def test_a_product_holding_kariba_shows_its_flags_in_sight_and_accessible(live_server, browser, axe_source,
                                                                         catalogue, monkeypatch, viewport):
    hold(monkeypatch, "moss-mco2", ["verra-fortaleza-ituxi-redd-project", "verra-kariba-redd-project"])
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    found = {}
    for lang, heading in (("en", "5 red flags: read them before the score"),
                          ("fr", "5 signaux d'alerte : à lire avant le score")):
        page.goto(f"{live_server}/products/moss-mco2?lang={lang}")
        box = page.locator("#green-profile .flag-box")
        expect(box.locator(".flag-head")).to_have_text(f"⚠ {heading}")
        expect(box.locator("li")).to_have_count(5)
        expect(box.locator('li[data-flag="rater_delisted"] .flag-date')).to_have_text("2023-10-31")
        expect(page.locator("#green-profile .tier-flagged").first).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") == viewport["width"]
        right = box.evaluate("b => Math.ceil(b.getBoundingClientRect().right)")
        assert right <= viewport["width"]
        found[f"{lang} {viewport['width']}"] = problems(page, axe_source)
    context.close()
    assert not report(found), report(found)
