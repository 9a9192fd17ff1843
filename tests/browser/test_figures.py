"""Figures in a real browser: history charts legible on a phone with every label inside the drawing, and the
widget on another origin with the background the partner chose and a badge that verifies."""

import pytest
from playwright.sync_api import expect

from tests.catalogue.factories import set_figures

pytestmark = pytest.mark.browser

POINTS = {"apy": [["2024-08-12", 5.35], ["2025-01-01", 4.9], ["2025-06-30", 4.6], ["2026-11-01", 4.2]],
          "tvl_usd": [["2024-03-01", 2.2e8], ["2025-09-12", 6.9e8], ["2026-11-01", 1.4e9]]}


@pytest.mark.parametrize("width", [390, 1366])
def test_history_charts_keep_every_label_inside_and_legible(live_server, browser, app, catalogue, width):
    set_figures(app, "ondo-usdy", points=POINTS)
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(f"{live_server}/products/ondo-usdy")
    charts = page.locator("svg.chart.line")
    expect(charts).to_have_count(2)
    for i in range(2):
        outside, smallest = charts.nth(i).evaluate("""svg => {
            const box = svg.getBoundingClientRect();
            const labels = [...svg.querySelectorAll('text')].map(t => t.getBoundingClientRect());
            return [labels.filter(r => r.left < box.left - 0.5 || r.right > box.right + 0.5
                                    || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5).length,
                    Math.min(...labels.map(r => r.height))];
        }""")
        assert outside == 0 and smallest >= 11, (i, outside, smallest)
    assert page.evaluate("document.documentElement.scrollWidth") == width
    page.locator("#apy-points summary").click()
    expect(page.locator("#apy-points tbody tr")).to_have_count(4)
    context.close()


@pytest.fixture
def partner(live_server, partner_site):
    return partner_site(f"""<!doctype html><html lang="en"><head><title>Partner</title></head><body>
      <main><h1>Partner</h1>
      <iframe id="clear" title="compared" width="700" height="320"
              src="{live_server}/embed/compare?ids=ondo-usdy,blackrock-buidl&theme=dark&bg=transparent"></iframe>
      <div data-svc-compare data-ids="ondo-usdy,circle-usdc" data-theme="light" data-bg="transparent"
           id="scripted"></div>
      <script src="{live_server}/svc-compare.js"></script></main>
    </body></html>""")


def test_the_widget_on_another_origin_is_transparent_dated_and_verifiable(page, partner, catalogue):
    page.goto(partner)
    for frame in (page.frame_locator("#clear"), page.frame_locator("#scripted iframe")):
        expect(frame.locator("tr[data-id='ondo-usdy'] .stale").first).to_have_text("stale")
        backgrounds = frame.locator("body").evaluate(
            "b => [getComputedStyle(b).backgroundColor, getComputedStyle(document.documentElement).backgroundColor,"
            " getComputedStyle(document.documentElement).colorScheme]")
        assert backgrounds == ["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)", "normal"]
        expect(frame.locator("#signed-note")).to_contain_text("the hub hashed these figures")
    href = page.frame_locator("#clear").locator("#verify-badge").get_attribute("href")
    page.goto(href)
    expect(page.locator("#verdict")).to_contain_text("Valid")
