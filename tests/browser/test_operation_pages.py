"""Every operation page of the API reference in a browser, at both widths and in both languages: axe-core finds no
violation of any impact, no console error is logged and no request of its own fails, and on a 390-pixel phone the
page does not scroll sideways; then the visitor's toggle turns the page dark and axe's colour rules find nothing
there either (tests/browser/a11y.py: a theme changes colours and nothing else).

One test per (width, language) and quarter of the pages, each with its own tab reused for its pages: pytest-xdist
shares the sixteen tests among its workers."""

import pytest

from tests.browser.a11y import report
from tests.browser.pages import PHONE
from tests.browser.walk import OPERATIONS, WIDTHS, open_tab

pytestmark = pytest.mark.browser

SHARES = 4
# Each (width, language) once: the light theme is the tab's, the dark one the toggle's.
SEEN = tuple((width, language) for width in WIDTHS for language in ("en", "fr"))


def sideways(page) -> list[str]:
    """The problem of a page wider than its window, which a reader has to scroll sideways, if it is."""
    wider = page.evaluate("() => document.scrollingElement.scrollWidth - window.innerWidth")
    return [f"scrolls {wider} px sideways at {page.viewport_size['width']} px"] if wider > 0 else []


def operation_pages(app) -> list[str]:
    """Every operation page, in the order of the reference's index."""
    from app.hub import reference

    with app.app_context():
        return [OPERATIONS + operation.id for group in reference.index() for operation in group.operations]


def share(pages: list[str], part: int) -> list[str]:
    """The pages of this quarter: the i-th page is in the (i mod 4)-th."""
    return pages[part::SHARES]


def test_every_operation_page_is_in_one_share(app):
    pages = operation_pages(app)
    shares = [share(pages, part) for part in range(SHARES)]
    assert len(pages) > 100 and sorted(sum(shares, [])) == sorted(pages) and len(set(pages)) == len(pages)
    assert all(shares)


@pytest.mark.presentation
@pytest.mark.parametrize("part", range(SHARES))
@pytest.mark.parametrize("seen", SEEN, ids="-".join)
def test_every_operation_page_passes_axe_in_both_themes(live_server, browser, axe_source, app, seen, part):
    width, language = seen
    tab = open_tab(browser, live_server, (width, "light", language))
    found = {}
    for path in share(operation_pages(app), part):
        found[path] = tab.check(path, axe_source) + (sideways(tab.page) if width == "390" else [])
        found[path] += tab.dark(axe_source)
    tab.close()
    assert len(found) >= 100 // SHARES and not report(found), report(found)


def test_the_check_reports_a_page_wider_than_a_phone(browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_content('<!doctype html><html lang="en"><body><main><pre>' + "x" * 200 + "</pre></main></body></html>")
    wide = sideways(page)
    page.set_content('<!doctype html><html lang="en"><body><main><p>' + "x " * 200 + "</p></main></body></html>")
    narrow = sideways(page)
    context.close()
    assert len(wide) == 1 and wide[0].endswith("sideways at 390 px") and narrow == []
