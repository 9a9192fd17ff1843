"""The EN / FR switch in a real browser: one click turns the hub French, and the filters in use stay."""

import pytest
from playwright.sync_api import expect

from tests.conftest import in_class

pytestmark = pytest.mark.browser


def test_switching_to_french_keeps_the_filters_and_sticks(live_server, page, catalogue):
    page.goto(f"{live_server}/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.locator("#f-class summary").click()
    page.locator("#f-class input[value=real_estate]").check()
    expect(page.locator("#result-count")).to_contain_text(f"{in_class('real_estate')} products")
    page.locator("#lang-switch a[hreflang=fr]").click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("h1")).to_have_text("Actifs réels tokenisés")
    expect(page.locator("#result-count")).to_contain_text(f"{in_class('real_estate')} produits")
    expect(page.locator("#f-class input[value=real_estate]")).to_be_checked()
    expect(page.locator("#lang-switch a[aria-current=true]")).to_have_text("FR")
    page.goto(f"{live_server}/score")
    expect(page.locator("h1")).to_have_text("Essayer le score de préparation")


def test_a_french_browser_gets_french_pages(live_server, browser, catalogue):
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    page.goto(f"{live_server}/compare/verify")
    expect(page.locator("h1")).to_have_text("Vérifier un rapport de comparaison")
    context.close()
