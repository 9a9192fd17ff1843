"""The site header on a phone: one row (the brand and a Menu button) that opens, by keyboard too, onto every link
of the navigation, the theme toggle and the language switch; at desktop width the navigation stays in sight."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report
from tests.browser.pages import DESKTOP, PHONE

pytestmark = pytest.mark.browser

LABELS = {"en": "Menu", "fr": "Menu"}


def _header_height(page) -> float:
    return page.evaluate("document.querySelector('header.site').getBoundingClientRect().height")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_the_header_is_one_row_that_opens_by_keyboard(live_server, browser, axe_source, lang, scheme):
    context = browser.new_context(viewport=PHONE, color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{live_server}/?lang={lang}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert _header_height(page) <= 120
    toggle = page.locator("#menu-toggle")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_contain_text(LABELS[lang])
    expect(page.locator("header.site nav a").first).to_be_hidden()
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    links = page.locator("header.site nav a")  # the navigation's, then the language switch's
    hrefs = links.evaluate_all("links => links.map(link => link.getAttribute('href'))")
    reached = []
    for _ in range(len(hrefs) + 1):  # the theme toggle is one more stop
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.getAttribute('href')"))
    assert [href for href in reached if href] == hrefs
    for link in links.all():
        expect(link).to_be_visible()
    expect(page.locator("#theme-toggle")).to_be_visible()
    expect(page.locator("#lang-switch a[hreflang=fr]")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
    found = {f"{scheme} {lang}, menu open": problems(page, axe_source)}
    page.keyboard.press("Escape")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_be_focused()
    page.keyboard.press(" ")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    context.close()
    assert not report(found), report(found)


def test_at_desktop_width_the_navigation_stays_in_the_header(live_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{live_server}/")
    expect(page.locator("#menu-toggle")).to_be_hidden()
    for link in page.locator("header.site nav a").all():
        expect(link).to_be_visible()
    expect(page.locator("#theme-toggle")).to_be_visible()
    context.close()


def test_without_scripts_the_menu_shows_below_the_brand(live_server, browser):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/")
    expect(page.locator("#menu-toggle")).to_be_hidden()
    for link in page.locator("header.site nav a").all():
        expect(link).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
    context.close()
