"""Every operation page of the API reference in a browser: axe-core finds no violation of any impact, no console
error is logged and no request of its own fails, and on a 390-pixel phone the page does not scroll sideways.

The pages are one template over the OpenAPI, so each is opened once rather than in every combination: the i-th
operation of the reference's index in the i-th combination of (width, theme, language), taken in turn, so that every
page and every combination is checked. One test per combination, each with its own tab reused for its share of the
pages: pytest-xdist shares the eight tests among its workers."""

import pytest

from tests.browser.a11y import report
from tests.browser.pages import PHONE
from tests.browser.walk import COMBINATIONS, OPERATIONS, open_tab

pytestmark = pytest.mark.browser


def sideways(page) -> list[str]:
    """The problem of a page wider than its window, which a reader has to scroll sideways, if it is."""
    wider = page.evaluate("() => document.scrollingElement.scrollWidth - window.innerWidth")
    return [f"scrolls {wider} px sideways at {page.viewport_size['width']} px"] if wider > 0 else []


def operation_pages(app) -> list[str]:
    """Every operation page, in the order of the reference's index."""
    from app.hub import reference

    with app.app_context():
        return [OPERATIONS + operation.id for group in reference.index() for operation in group.operations]


def share(pages: list[str], combination: tuple[str, str, str]) -> list[str]:
    """The pages checked in this combination: the i-th page is checked in the (i mod 8)-th combination."""
    return pages[COMBINATIONS.index(combination)::len(COMBINATIONS)]


def test_every_operation_page_is_in_the_share_of_one_combination(app):
    pages = operation_pages(app)
    shares = [share(pages, combination) for combination in COMBINATIONS]
    assert len(pages) > 100 and sorted(sum(shares, [])) == sorted(pages) and len(set(pages)) == len(pages)
    assert all(shares)


@pytest.mark.presentation
@pytest.mark.parametrize("combination", COMBINATIONS, ids="-".join)
def test_every_operation_page_passes_axe_in_its_combination(live_server, browser, axe_source, app, combination):
    phone = combination[0] == "390"
    tab = open_tab(browser, live_server, combination)
    found = {}
    for path in share(operation_pages(app), combination):
        found[path] = tab.check(path, axe_source) + (sideways(tab.page) if phone else [])
    tab.close()
    assert len(found) >= 100 // len(COMBINATIONS) and not report(found), report(found)


def test_the_check_reports_a_page_wider_than_a_phone(browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_content('<!doctype html><html lang="en"><body><main><pre>' + "x" * 200 + "</pre></main></body></html>")
    wide = sideways(page)
    page.set_content('<!doctype html><html lang="en"><body><main><p>' + "x " * 200 + "</p></main></body></html>")
    narrow = sideways(page)
    context.close()
    assert len(wide) == 1 and wide[0].endswith("sideways at 390 px") and narrow == []
