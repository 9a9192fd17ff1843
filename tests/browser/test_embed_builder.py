"""The embed builder and the status page in a browser: the documented iframe heights hold at 390 px, the snippets
work pasted on a partner's page of another origin, the builder updates in place and copies its snippets."""

import pytest
from playwright.sync_api import expect

from tests.browser.pages import PHONE
from tests.conftest import shipped_products

pytestmark = pytest.mark.browser

LONG_PARTNER = "Acme Research Partners International"
LONGEST = ",".join(p["id"] for p in sorted(shipped_products(), key=lambda p: -len(p["name"]))[:4])
CHOICES = [
    "widget=compare",  # the live sample of four
    "widget=compare&ids=ondo-usdy",
    f"widget=compare&ids={LONGEST}&partner={LONG_PARTNER}",
    f"widget=green-score&id=verra-1477&partner={LONG_PARTNER}",
    "widget=green-score&id=verra-1748",  # one red flag
    "widget=green-score&id=verra-kariba-redd-project",  # five
    "widget=water-check&partner=acme-water-research-partners-internat",
]


def _built(page, live_server: str, query: str) -> tuple[str, int]:
    """The preview's address and the documented height the builder gives for this choice."""
    page.goto(f"{live_server}/developers/embeds?{query}")
    frame = page.locator("#preview-frame")
    return live_server + frame.get_attribute("src"), int(frame.get_attribute("height"))


def _content_height(page, url: str) -> int:
    page.goto(url)
    page.locator("body.embed").wait_for()
    return page.evaluate("document.documentElement.scrollHeight")


@pytest.mark.presentation
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("query", CHOICES)
def test_the_documented_iframe_height_shows_the_whole_widget_at_390_px(live_server, browser, catalogue, query, lang):
    context = browser.new_context(viewport={"width": 390, "height": 100})  # a short view: scrollHeight is content
    page = context.new_page()
    url, height = _built(page, live_server, f"{query}&widget_lang={lang}")
    needed = _content_height(page, url)
    context.close()
    assert needed <= height, f"{url}: {needed} px needed, {height} px documented"


@pytest.mark.presentation
def test_every_product_and_green_member_fits_its_documented_height_at_390_px(live_server, browser, app, catalogue):
    from werkzeug.datastructures import MultiDict

    from app.green.service import green_index
    from app.hub.embed_builder import build, choose

    with app.test_request_context():
        choices = [{"widget": "green-score", "id": m["id"]} for m in green_index()]
        choices += [{"widget": "compare", "ids": p["id"]} for p in shipped_products()]
        built = [build(choose(MultiDict({**c, "widget_lang": "fr", "partner": LONG_PARTNER}))) for c in choices]
    context = browser.new_context(viewport={"width": 390, "height": 100})
    page, overflowing = context.new_page(), {}
    for found in built:
        needed = _content_height(page, live_server + found.preview_url)
        if needed > found.height:
            overflowing[found.preview_url] = (needed, found.height)
    context.close()
    assert len(built) > 50 and overflowing == {}


def _snippets(page, live_server: str, query: str) -> tuple[str, str]:
    page.goto(f"{live_server}/developers/embeds?{query}")
    return page.locator("#snippet-iframe").inner_text(), page.locator("#snippet-script").inner_text()


@pytest.fixture
def pasted(live_server, browser, partner_site, catalogue):
    """A partner's page on another origin holding every widget's iframe and script snippets, as the builder gave."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    parts = []
    for n, query in enumerate(("widget=compare&ids=ondo-usdy,circle-usdc&partner=Acme",
                               "widget=green-score&id=verra-1477&theme=light&partner=Acme",
                               "widget=water-check&bg=transparent&partner=acme")):
        iframe, script = _snippets(page, live_server, query)
        parts.append(f'<section id="w{n}"><h2>Widget {n}</h2><div id="w{n}-iframe">{iframe}</div>'
                     f'<div id="w{n}-script">{script}</div></section>')
    url = partner_site('<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">'
                       f'<title>Partner</title></head><body><main><h1>Partner</h1>{"".join(parts)}</main></body></html>')
    page.goto(url)
    yield page
    context.close()


def _frames(page, n: int):
    for where in ("iframe", "script"):
        holder = page.locator(f"#w{n}-{where} iframe")
        holder.scroll_into_view_if_needed()  # the frames load lazily
        yield where, holder, page.frame_locator(f"#w{n}-{where} iframe")


def test_the_compare_snippets_on_another_origin_show_the_signature_not_advice_and_the_hub_link(pasted, live_server):
    for where, _, widget in _frames(pasted, 0):
        expect(widget.locator("#signed-note"), where).to_contain_text("Signed snapshot")
        expect(widget.locator("p.disclaimer").last, where).to_contain_text("Not advice.")
        expect(widget.get_by_role("link", name="Open on the hub"), where).to_have_attribute(
            "href", f"{live_server}/compare?ids=ondo-usdy,circle-usdc")
        expect(widget.locator("h1"), where).to_contain_text("Acme")


def test_the_green_score_snippets_on_another_origin_show_the_dated_line_not_advice_and_the_hub_link(pasted,
                                                                                                    live_server):
    for where, _, widget in _frames(pasted, 1):
        expect(widget.locator("#score-note"), where).to_contain_text("Computed by the hub on")
        expect(widget.locator("#score-note"), where).to_contain_text("not a rating and not advice")
        expect(widget.locator("#score-badge"), where).to_have_attribute("href", f"{live_server}/green/verra-1477")


def test_the_water_check_snippets_on_another_origin_check_a_description(pasted, live_server):
    for where, _, widget in _frames(pasted, 2):
        expect(widget.get_by_text("not a rating and not advice"), where).to_be_visible()
        expect(widget.get_by_role("link", name="How it is computed"), where).to_have_attribute(
            "href", f"{live_server}/developers/methodology/green/h2o")
        widget.locator("#eau-text").fill("A desalination plant in Morocco delivering 300 000 m3/day of drinking water")
        widget.locator("#eau-submit").click()
        expect(widget.locator("#eau-rating"), where).to_be_visible()
        expect(widget.locator("#eau-partner"), where).to_have_text("acme")


def test_the_script_snippets_size_their_frames_to_the_widget(pasted):
    for n in range(3):
        selector = f"#w{n}-script iframe"
        pasted.locator(selector).scroll_into_view_if_needed()  # the script's frames load lazily
        body = pasted.frame_locator(selector).locator("body.embed")
        body.wait_for()
        height = body.evaluate("b => Math.ceil(b.getBoundingClientRect().height)")
        pasted.wait_for_function("([sel, h]) => parseInt(document.querySelector(sel).style.height) === h",
                                 arg=[selector, max(height, 120)])


def test_choosing_a_widget_updates_the_preview_in_place_and_the_snippet_copies(live_server, browser, catalogue):
    context = browser.new_context(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(f"{live_server}/developers/embeds")
    page.evaluate("window.__stillHere = true")
    page.locator("input[name=widget][value=green-score]").check()
    expect(page.locator("#b-id")).to_be_visible()
    page.select_option("#b-id", "energy-hornsea-2-offshore-wind-farm")
    expect(page.locator("#snippet-script")).to_contain_text('data-id="energy-hornsea-2-offshore-wind-farm"')
    page.select_option("#b-theme", "light")
    expect(page.locator("#snippet-iframe")).to_contain_text("theme=light")
    assert page.evaluate("window.__stillHere") is True and "theme=light" in page.url
    expect(page.frame_locator("#preview-frame").locator("#score-badge")).to_be_visible()
    page.get_by_role("button", name="Copy the script").click()
    expect(page.locator("#copy-status")).to_have_text("Copied.")
    assert page.evaluate("navigator.clipboard.readText()") == page.locator("#snippet-script").inner_text()
    page.locator("input[name=widget][value=water-check]").check()
    expect(page.locator("#b-partner-help")).to_contain_text("Letters, digits and dashes")
    page.fill("#b-partner", "bad code!")
    page.press("#b-partner", "Enter")
    expect(page.locator("#builder-error")).to_contain_text("partner must be letters, digits and dashes")
    context.close()


def test_the_status_page_fits_a_phone_and_shows_every_probe(live_server, browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{live_server}/developers/embeds")
    page.locator("footer.site").get_by_role("link", name="Status").click()
    expect(page.locator("#probe-database")).to_have_attribute("data-status", "ok")
    expect(page.locator("#probe-database .probe-latency")).to_contain_text("ms")
    expect(page.locator("#probe-redis")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
    context.close()
