"""The screener, the compare flow and the partner embeds, in a real browser."""

import pytest
from playwright.sync_api import expect

from tests.conftest import in_class, shipped_products

pytestmark = pytest.mark.browser


@pytest.fixture
def seeded(catalogue):
    return catalogue


def test_filtering_the_screener_changes_the_list_without_a_reload(live_server, page, seeded):
    page.goto(f"{live_server}/")
    page.evaluate("window.__stillHere = true")
    expect(page.locator("#result-count")).to_contain_text(f"{len(shipped_products())} products")
    page.locator("#f-class summary").click()
    page.locator("#f-class input[value=real_estate]").check()
    expect(page.locator("#result-count")).to_contain_text(f"{in_class('real_estate')} products")
    assert page.evaluate("window.__stillHere") is True
    assert "asset_class=real_estate" in page.url
    page.select_option("#f-preset", "debutant-prudent")
    expect(page.locator("#result-count")).not_to_contain_text(f"{in_class('real_estate')} products")
    page.reload()
    assert page.locator("#f-preset").input_value() == "debutant-prudent"


def test_picking_two_products_opens_the_comparison(live_server, page, seeded):
    page.goto(f"{live_server}/?asset_class=bonds&sort=apy")
    button = page.locator("#compare-button")
    expect(button).to_be_disabled()
    boxes = page.locator("#products input[name=ids]")
    boxes.nth(0).check()
    boxes.nth(1).check()
    expect(button).to_be_enabled()
    button.click()
    expect(page.locator("#comparison")).to_be_visible()
    assert "/compare?ids=" in page.url
    expect(page.locator("#comparison th[data-id]")).to_have_count(2)
    assert "report/pdf" in page.locator("#pdf-link").get_attribute("href")


@pytest.fixture
def partner_page(live_server, partner_site):
    return partner_site(f"""<!doctype html><html><body>
      <h1>Partner</h1>
      <iframe id="direct" src="{live_server}/embed/compare?ids=ondo-usdy,circle-usdc&theme=light&partner=Acme"
              width="600" height="300"></iframe>
      <div data-svc-compare data-ids="paxos-paxg,tether-xaut" data-theme="dark" id="scripted"></div>
      <script src="{live_server}/svc-compare.js"></script>
    </body></html>""")


def test_a_partner_page_on_another_origin_embeds_the_iframe_and_the_script(page, partner_page, seeded):
    page.goto(partner_page)
    direct = page.frame_locator("#direct")
    expect(direct.locator("tr[data-id]")).to_have_count(2)
    expect(direct.locator("#verify-badge")).to_contain_text("Signed snapshot")
    scripted = page.frame_locator("#scripted iframe")
    expect(scripted.locator("tr[data-id='paxos-paxg']")).to_be_visible()
    # sized to its content: the widget reports its height and the script applies it
    page.wait_for_function("document.querySelector('#scripted iframe').style.height !== '360px'")
    height = page.evaluate("parseInt(document.querySelector('#scripted iframe').style.height)")
    inner = scripted.locator("body").evaluate("b => Math.ceil(b.getBoundingClientRect().height)")
    assert height == max(inner, 120)
