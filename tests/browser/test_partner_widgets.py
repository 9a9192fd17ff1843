"""Each partner widget pasted on a partner's page of another origin, at 390 px, from the snippets the hub gives
(the compare widget's from the embed builder, the green score's from a member's page, the water check's from the
water page): it renders, dark unless asked for light, and its signed or dated line, its "not advice" line and its
link to the hub sit inside the frame's viewport, in the iframe form and the script form alike; axe finds nothing."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report
from tests.browser.pages import PHONE

pytestmark = pytest.mark.browser

DARK, LIGHT = "rgb(22, 33, 32)", "rgb(255, 255, 255)"  # hub.css's --card in each theme: the widget's backdrop
# Each widget: where its snippets are offered, and its signed or dated line, its "not advice" line, its hub link.
WIDGETS = {
    "compare": ("/developers/embeds?widget=compare&ids=ondo-usdy,circle-usdc", "snippet",
                ("#signed-note", "p.disclaimer:has-text('Not advice.')", "a:has-text('Open on the hub')")),
    "green-score": ("/green/verra-1477", "embed",
                    ("#score-note", "#score-note", "#score-badge")),
    "water-check": ("/green/water", "embed",
                    ("p.disclaimer:has-text('computed by the hub')", "p.disclaimer:has-text('not advice')",
                     "a:has-text('How it is computed')")),
}
INSIDE = """el => { const r = el.getBoundingClientRect();
  return {top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: innerWidth, height: innerHeight,
          hidden: r.width === 0 || r.height === 0}; }"""


def _offered(page, live_server: str, where: str, prefix: str) -> tuple[str, str]:
    """The iframe and script snippets as the page offers them to be copied."""
    page.goto(live_server + where)
    return page.locator(f"#{prefix}-iframe").inner_text(), page.locator(f"#{prefix}-script").inner_text()


def _themed(snippet: str, theme: str) -> str:
    """The snippet as a partner asking for this theme writes it; without the theme for "default"."""
    if theme == "default":
        return snippet.replace("theme=dark&amp;", "").replace(' data-theme="dark"', "")
    return snippet.replace("theme=dark", f"theme={theme}").replace('data-theme="dark"', f'data-theme="{theme}"')


@pytest.fixture
def partner_page(live_server, browser, partner_site, catalogue):
    """make(widget) puts that widget's iframe and script snippets, without a theme then asking for the light one, on
    a partner page of another origin, and opens it at 390 px."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()

    def make(widget: str):
        where, prefix, _ = WIDGETS[widget]
        iframe, script = _offered(page, live_server, where, prefix)
        assert iframe.startswith(f'<iframe src="{live_server}/') and f'<script src="{live_server}/' in script
        assert "theme=dark&amp;" in iframe and ' data-theme="dark"' in script  # the snippets say what they show
        parts = [f'<section id="{theme}-{form}"><h2>{theme} {form}</h2>{_themed(snippet, theme)}</section>'
                 for theme in ("default", "light") for form, snippet in (("iframe", iframe), ("script", script))]
        page.goto(partner_site('<!doctype html><html lang="en"><head><meta name="viewport" '
                               'content="width=device-width"><title>Partner</title></head><body><main><h1>Partner</h1>'
                               f'{"".join(parts)}</main></body></html>'))
        return page

    yield make
    context.close()


def _settled(page, section: str):
    """The section's widget frame, loaded, and (the script form) sized to its content by its height messages."""
    holder = page.locator(f"#{section} iframe")
    holder.scroll_into_view_if_needed()  # the frames load lazily
    frame = holder.element_handle().content_frame()
    frame.locator("body.embed").wait_for()
    if section.endswith("script"):
        height = frame.locator("body.embed").evaluate("b => Math.max(Math.ceil(b.getBoundingClientRect().height), 120)")
        page.wait_for_function("([sel, h]) => parseInt(document.querySelector(sel).style.height) === h",
                               arg=[f"#{section} iframe", height])
    return holder, frame


@pytest.mark.parametrize("widget", list(WIDGETS))
def test_the_pasted_widget_is_dark_unless_asked_and_shows_its_lines_inside_the_frame_at_390_px(
        partner_page, widget, axe_source):
    page = partner_page(widget)
    assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
    found = {}
    for theme in ("default", "light"):
        for form in ("iframe", "script"):
            section = f"{theme}-{form}"
            holder, frame = _settled(page, section)
            box = holder.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], section
            backdrop = frame.locator("body.embed").evaluate("b => getComputedStyle(b).backgroundColor")
            assert backdrop == (DARK if theme == "default" else LIGHT), section
            for selector in WIDGETS[widget][2]:
                line = frame.locator(selector).first
                expect(line, f"{section} {selector}").to_be_visible()
                at = line.evaluate(INSIDE)
                assert not at["hidden"] and at["top"] >= 0 and at["left"] >= 0, (section, selector, at)
                assert at["bottom"] <= at["height"] and at["right"] <= at["width"], (section, selector, at)
            found[section] = problems(frame, axe_source)
    assert not report(found), report(found)


def test_a_pasted_widget_asked_for_no_theme_links_back_to_the_hub(partner_page, live_server):
    page = partner_page("green-score")
    for form in ("iframe", "script"):
        _, frame = _settled(page, f"default-{form}")
        expect(frame.locator("#score-badge")).to_have_attribute("href", f"{live_server}/green/verra-1477")
        expect(frame.locator("html")).to_have_attribute("data-theme", "dark")
        assert frame.url.startswith(f"{live_server}/embed/green-score?") and "theme=" not in frame.url
