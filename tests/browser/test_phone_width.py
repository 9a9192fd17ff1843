"""A 390-pixel phone: no page scrolls sideways and no table hides a column."""

import pytest

pytestmark = pytest.mark.browser

PAGES = ("/", "/?lang=fr", "/developers", "/developers/methodology", "/score", "/changelog", "/attest/verify",
         "/compare?ids=blackrock-buidl,ondo-usdy,franklin-benji-fobxx", "/products/ondo-usdy",
         "/embed/compare?ids=blackrock-buidl,ondo-usdy,franklin-benji-fobxx", "/embed/compare")


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    yield context.new_page()
    context.close()


def test_no_page_is_wider_than_a_390_pixel_phone(live_server, phone, catalogue):
    for path in PAGES:
        phone.goto(f"{live_server}{path}")
        assert phone.evaluate("document.documentElement.scrollWidth") == 390, path


def test_a_three_product_comparison_keeps_every_product_on_a_phone(live_server, phone, catalogue):
    phone.goto(f"{live_server}/compare?ids=blackrock-buidl,ondo-usdy,franklin-benji-fobxx")
    hidden = phone.evaluate("""[...document.querySelectorAll('#comparison th, #comparison td')]
        .filter(cell => getComputedStyle(cell).display === 'none').length""")
    assert hidden == 0
    for product_id in ("blackrock-buidl", "ondo-usdy", "franklin-benji-fobxx"):
        assert phone.locator(f'#comparison th[data-id="{product_id}"]').count() == 1
