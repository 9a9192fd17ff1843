"""A visitor's walk through the hub: every page reached from the navigation, the footer and the developer hub (but
the reference's operation pages: test_operation_pages.py's) passes axe-core with no violation of any impact, logs no
console error and has no request of its own fail; every developer guide does so at both widths and in both languages,
in the light theme and then in the dark one, where axe's colour rules check it (tests/browser/a11y.py). Every page
of pages.PAGES is checked in every combination by test_accessibility.py.

Each combination is a test of its own, so pytest-xdist shares them among its workers."""

import pytest

from tests.browser.a11y import report
from tests.browser.pages import make_attestation
from tests.browser.walk import KINDS, OPERATIONS, WALKED, WIDTHS, open_tab, walk

pytestmark = [pytest.mark.browser, pytest.mark.presentation]


@pytest.fixture
def kinds(client, new_key, catalogue):
    attestation = make_attestation(client, new_key)
    return tuple(path.format(attestation=attestation) for path in KINDS)


def test_every_page_of_the_walk_passes_axe_with_no_console_error_or_failed_request(
        live_server, browser, axe_source, kinds, record_property):
    tab = open_tab(browser, live_server, WALKED)
    found, seconds, operations = walk(tab, axe_source, also=kinds)
    tab.close()
    record_property("walk_seconds", round(seconds, 1))
    record_property("walk_pages", len(found))
    print(f"walk: {len(found)} pages in {seconds:.1f} s")  # noqa: T201 (seen with -s: the walk's cost)
    # the reference's index links every operation; their pages are test_operation_pages.py's, but the one of KINDS
    assert operations > 100
    assert [path for path in found if path.startswith(OPERATIONS)] == ["/developers/reference/listProducts"]
    assert {"/score", "/green", "/reserve", "/status", "/developers/quickstart", *kinds} <= set(found)
    assert not report(found), report(found)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("width", WIDTHS)
def test_every_developer_guide_passes_axe_at_both_widths_in_both_themes_and_languages(
        live_server, browser, axe_source, app, catalogue, width, language):
    from app.hub.docs import all_slugs

    with app.app_context():
        guides = ["/developers", *(f"/developers/{slug}" for slug in all_slugs()), "/developers/search?q=key"]
    tab = open_tab(browser, live_server, (width, "light", language))
    found = {path: tab.check(path, axe_source) + tab.dark(axe_source) for path in guides}
    tab.close()
    assert len(found) > 20 and not report(found), report(found)


def test_the_walk_reports_a_failed_request_and_its_console_error(live_server, browser, axe_source):
    tab = open_tab(browser, live_server, ("390", "dark", "fr"))
    found = " ".join(tab.check("/no-such-page", axe_source))
    tab.close()
    assert f"HTTP 404: {live_server}/no-such-page" in found and "console error" in found
