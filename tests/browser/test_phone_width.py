"""A 390-pixel phone: no page scrolls sideways, no table hides a column, no product of a comparison is out of sight."""

import pytest

from tests.browser.pages import EMBEDS, PAGES, PHONE, THREE, make_attestation

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE)
    yield context.new_page()
    context.close()


@pytest.mark.presentation
def test_no_page_is_wider_than_a_390_pixel_phone(live_server, phone, catalogue, client, new_key):
    attestation = make_attestation(client, new_key)
    wider = {}
    for view in (*PAGES, *EMBEDS):
        phone.goto(view.url(live_server, attestation))
        if view.then:
            view.then(phone)
        width = phone.evaluate("document.documentElement.scrollWidth")
        if width != PHONE["width"]:
            wider[str(view)] = width
    assert wider == {}


def test_a_three_product_comparison_keeps_every_product_on_a_phone(live_server, phone, catalogue):
    phone.goto(f"{live_server}/compare?ids={THREE}")
    hidden = phone.evaluate("""[...document.querySelectorAll('#comparison th, #comparison td')]
        .filter(cell => getComputedStyle(cell).display === 'none').length""")
    assert hidden == 0
    for product_id in THREE.split(","):
        assert phone.locator(f'#comparison th[data-id="{product_id}"]').count() == 1
    # every name is in sight without scrolling anything sideways
    for name in phone.locator("#comparison th[data-id] a").all():
        box = name.bounding_box()
        assert name.is_visible() and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], name.inner_text()
