"""The green index's filters in place, and the green widgets on a partner's page of another origin."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report

pytestmark = pytest.mark.browser

WATER_TEXT = ("A desalination plant in Morocco delivering 300 000 m3/day of drinking water, "
              "in a basin of extremely high water stress")


def test_filtering_the_green_index_changes_the_list_without_a_reload(live_server, page, catalogue):
    page.goto(f"{live_server}/green")
    page.evaluate("window.__stillHere = true")
    expect(page.locator("#green-results .count")).to_contain_text("54 members")
    page.select_option("#green-filters select[name=kind]", "energy")
    expect(page.locator("#green-results .count")).to_contain_text("20 members")
    assert page.evaluate("window.__stillHere") is True and "kind=energy" in page.url
    expect(page.locator("#green-index tbody tr").first).to_contain_text("energy asset")
    page.fill("#green-filters input[name=q]", "hornsea")
    expect(page.locator("#green-results .count")).to_contain_text("1 member")
    french = page.locator("#lang-switch a[hreflang=fr]")
    expect(french).to_have_attribute("href", "/green?kind=energy&q=hornsea&lang=fr")
    page.reload()
    assert page.locator("#green-filters select[name=kind]").input_value() == "energy"


@pytest.fixture
def partner_page(live_server, partner_site):
    return partner_site(f"""<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>
      <h1>Partner</h1>
      <iframe id="direct" title="Green score" src="{live_server}/embed/green-score?id=verra-1477&theme=light"
              width="600" height="300"></iframe>
      <div data-svc-green-score data-id="energy-hornsea-2-offshore-wind-farm" data-theme="dark" data-partner="Acme"
           id="scripted"></div>
      <iframe id="eau" title="Water check" src="{live_server}/eau/embed?partner=acme-water&theme=light"
              width="100%" height="700"></iframe>
      <script src="{live_server}/green-score.js"></script>
    </main></body></html>""")


def test_a_partner_page_embeds_the_green_score_by_iframe_and_by_script(page, partner_page, axe_source, catalogue):
    page.goto(partner_page)
    direct = page.frame_locator("#direct")
    expect(direct.locator("h1")).to_contain_text("Katingan")
    expect(direct.locator("#score-badge")).to_be_visible()
    assert direct.locator("#score-badge").get_attribute("href").endswith("/green/verra-1477")
    scripted = page.frame_locator("#scripted iframe")
    expect(scripted.locator("h1")).to_contain_text("Acme · Hornsea 2")
    expect(scripted.locator("#embed-rank")).to_contain_text(" of ")
    # sized to its content: the widget reports its height and the script applies it
    page.wait_for_function("document.querySelector('#scripted iframe').style.height !== '260px'")
    height = page.evaluate("parseInt(document.querySelector('#scripted iframe').style.height)")
    inner = scripted.locator("body").evaluate("b => Math.ceil(b.getBoundingClientRect().height)")
    assert height == max(inner, 120)
    found = {}
    for selector in ("#direct", "#scripted iframe"):
        frame = page.locator(selector).element_handle().content_frame()
        found[frame.url] = problems(frame, axe_source)
    assert not report(found), report(found)


def test_the_eau_widget_checks_a_description_inside_a_page_of_another_origin(page, partner_page, axe_source):
    page.goto(partner_page)
    eau = page.frame_locator("#eau")
    expect(eau.locator("#eau-partner")).to_have_text("acme-water")
    frame = page.locator("#eau").element_handle().content_frame()
    found = {"empty form": problems(frame, axe_source)}
    eau.locator("#eau-text").fill(WATER_TEXT)
    # by keyboard: the scripted widget above resizes itself as it loads and moves this frame, so a click at the
    # button's position could land beside it
    eau.locator("#eau-submit").press("Enter")
    expect(eau.locator("#eau-result")).to_be_visible()
    expect(eau.locator("#eau-class")).to_have_text("desalination")
    expect(eau.locator("#eau-passport")).to_contain_text("required")
    expect(eau.locator("#eau-inferred tr[data-field=country]")).to_contain_text("Morocco")
    expect(eau.locator("#eau-partner")).to_have_text("acme-water")  # the form posts the partner back
    found["result"] = problems(page.locator("#eau").element_handle().content_frame(), axe_source)
    assert not report(found), report(found)


@pytest.fixture
def flagged_partner_page(live_server, partner_site):
    return partner_site(f"""<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>
      <h1>Partner</h1>
      <div data-svc-green-score data-id="verra-kariba-redd-project" data-theme="light" id="flagged"></div>
      <script src="{live_server}/green-score.js"></script>
    </main></body></html>""")


def test_a_partner_page_shows_a_delisted_project_with_its_flags_and_never_under_the_green_badge(
        browser, flagged_partner_page, axe_source, catalogue):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(flagged_partner_page)
    widget = page.frame_locator("#flagged iframe")
    expect(widget.locator("#score-badge")).to_have_text("⚠ Red-flagged on the hub")
    expect(widget.locator("#score-badge")).to_have_class("badge flag-badge")
    flags = widget.locator("#embed-flags li")
    expect(flags).to_have_count(5)
    expect(widget.locator('#embed-flags li[data-flag="rater_delisted"]')).to_contain_text("2023-10-31")
    expect(widget.locator('#embed-flags li[data-flag="rater_delisted"] a')).to_have_attribute(
        "href", "https://carbon-pulse.com/232860")
    expect(widget.locator("#embed-composite .tier-flagged")).to_have_text("⚠ flagged")
    # the whole list is in sight: the loader sizes the frame to it, and nothing scrolls sideways
    page.wait_for_function("document.querySelector('#flagged iframe').style.height !== '260px'")
    inner = widget.locator("body").evaluate("b => Math.ceil(b.getBoundingClientRect().height)")
    assert int(page.evaluate("parseInt(document.querySelector('#flagged iframe').style.height)")) >= inner
    assert widget.locator("html").evaluate("h => h.scrollWidth <= h.clientWidth")
    frame = page.locator("#flagged iframe").element_handle().content_frame()
    found = {"flagged": problems(frame, axe_source)}
    context.close()
    assert not report(found), report(found)
