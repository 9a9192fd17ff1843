"""axe-core on every page of the hub at a desktop and a phone size, in both themes and both languages, and on the
partner widgets."""

import pytest
from playwright.sync_api import expect

from tests.browser.a11y import problems, report
from tests.browser.pages import DESKTOP, EMBEDS, PAGES, PHONE, THREE
from tests.browser.walk import WIDTHS, open_tab

pytestmark = pytest.mark.browser

SIZES = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366x900", "390x844"])


@pytest.fixture(scope="module")
def tabs(site, browser):
    """One tab per (width, language) for the module's pages that only read, opened at first need; a page where the
    visitor does something first gets a tab of its own. Each page is checked as the walk checks it: axe, the theme
    and language it shows, console errors and failed requests (tests/browser/walk.py)."""
    opened = {}

    def tab_for(width: str, language: str, own: bool):
        if own:
            return open_tab(browser, site[0], (width, "light", language))
        if (width, language) not in opened:
            opened[width, language] = open_tab(browser, site[0], (width, "light", language))
        return opened[width, language]

    yield tab_for
    for tab in opened.values():
        tab.close()


@pytest.mark.presentation
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("view", PAGES, ids=str)
def test_every_page_passes_axe_at_both_widths_in_both_themes_and_languages(site, tabs, axe_source, view, width,
                                                                           language):
    served, attestation = site
    tab = tabs(width, language, own=view.then is not None)
    tab.expected = view.answers
    try:
        tab.open(view.path.format(attestation=attestation))
        if view.then:
            view.then(tab.page)
        found = {"light": tab.inspect(axe_source), "dark": tab.dark(axe_source)}
    finally:
        tab.expected = ()
        if view.then:
            tab.close()
    assert not report(found), report(found)


@pytest.fixture
def partner_page(live_server, partner_site):
    """Each embed in an iframe, light and dark, and through the script, on a partner's page of another origin."""
    frames = "".join(
        f'<iframe title="Compared {n}" src="{live_server}{view.path}{"&" if "?" in view.path else "?"}theme={theme}"'
        f' width="100%" height="420"></iframe>'
        for n, (view, theme) in enumerate((v, t) for v in EMBEDS for t in ("light", "dark")))
    scripted = "".join(f'<div data-svc-compare data-ids="{ids}" data-theme="{theme}"></div>'
                       for ids, theme in ((THREE, "light"), ("", "dark")))
    return partner_site(f'<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>'
                        f'<h1>Partner</h1>{frames}{scripted}<script src="{live_server}/svc-compare.js"></script>'
                        '</main></body></html>')


@pytest.mark.presentation
@SIZES
def test_the_embeds_pass_axe_inside_a_page_of_another_origin(partner_page, live_server, browser, axe_source, catalogue,
                                                             viewport):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.goto(partner_page)
    widgets = page.locator("iframe")
    expect(widgets).to_have_count(2 * len(EMBEDS) + 2)
    found = {}
    for n in range(widgets.count()):
        widgets.nth(n).scroll_into_view_if_needed()  # the script's frames load lazily
        frame = widgets.nth(n).element_handle().content_frame()
        frame.locator("body.embed").wait_for()
        assert any(frame.url.startswith(live_server + view.path.split("?")[0]) for view in EMBEDS), frame.url
        found[frame.url] = problems(frame, axe_source)
    context.close()
    assert len(found) == 2 * len(EMBEDS) + 2
    assert not report(found), report(found)


def test_the_check_reports_what_a_page_may_not_have(page, axe_source):
    page.set_content('<!doctype html><html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1>'
                     '<p style="color:#999;background:#aaa">faint</p><h4>skipped levels</h4>'
                     '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>')
    found = " ".join(problems(page, axe_source))
    assert "serious color-contrast" in found and "critical image-alt" in found and "moderate heading-order" in found
    colours = " ".join(problems(page, axe_source, colours=True))  # the other theme's check: its colours only
    assert "serious color-contrast" in colours and "image-alt" not in colours and "heading-order" not in colours


def test_the_skip_link_is_the_first_stop_and_leads_to_the_content(live_server, page, catalogue):
    page.goto(f"{live_server}/")
    skip = page.locator("a.skip-link")
    assert skip.bounding_box()["y"] + skip.bounding_box()["height"] <= 0  # out of sight until focused
    page.keyboard.press("Tab")
    expect(skip).to_be_focused()
    expect(skip).to_have_text("Skip to content")
    box = skip.bounding_box()
    assert box["y"] >= 0 and box["height"] > 0
    page.keyboard.press("Enter")
    expect(page.locator("main#main")).to_be_focused()
    page.keyboard.press("Tab")
    assert page.evaluate("document.getElementById('main').contains(document.activeElement)")


def test_the_navigation_marks_the_page_it_is_on(live_server, page):
    page.goto(f"{live_server}/score")
    current = page.locator("header.site nav a[aria-current=page]")
    expect(current).to_have_count(1)
    expect(current).to_have_text("Score")
    page.goto(f"{live_server}/developers/methodology")
    expect(page.locator("header.site nav a[aria-current=page]")).to_have_count(0)


@pytest.mark.presentation
@SIZES
def test_the_screener_checkboxes_are_targets_a_finger_can_hit(live_server, browser, catalogue, viewport):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.goto(f"{live_server}/")
    boxes = page.locator("input[type=checkbox]:visible")
    expect(boxes.first).to_be_visible()
    sizes = {(round(b["width"]), round(b["height"])) for b in (box.bounding_box() for box in boxes.all())}
    context.close()
    assert all(width >= 24 and height >= 24 for width, height in sizes), sizes


@pytest.mark.presentation
def test_a_table_wider_than_a_phone_scrolls_with_the_keyboard(live_server, browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{live_server}/developers/methodology")
    rules = page.locator("#rules table")
    assert rules.evaluate("t => t.scrollWidth > t.clientWidth")
    expect(page.locator("#formula table")).to_have_attribute("tabindex", "0")
    rules.focus()
    expect(rules).to_be_focused()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('#rules table').scrollLeft > 0")
    page.set_viewport_size(DESKTOP)  # once it fits, it is no longer a stop of the keyboard
    page.wait_for_function("() => !document.querySelector('#formula table').hasAttribute('tabindex')")
    context.close()
