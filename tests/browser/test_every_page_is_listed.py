"""The browser checks cover every page route of the hub: a new page is listed in tests/browser/pages.py."""

import pytest

from tests.browser.pages import DOWNLOADS, EMBEDS, PAGES

pytestmark = pytest.mark.browser


def _is_page(response) -> bool:
    return response.mimetype == "text/html" and response.get_data(as_text=True).lstrip().lower().startswith(
        "<!doctype html")


def test_every_page_route_is_listed(app, client, catalogue):
    listed = {view.endpoint for view in (*PAGES, *EMBEDS)}
    missing = []
    for rule in app.url_map.iter_rules():
        if "GET" not in rule.methods or rule.endpoint in ("static", *DOWNLOADS) or rule.rule.startswith("/api"):
            continue
        # a route with parameters is a page to list with a sample; one without is listed when it answers a page
        if rule.endpoint not in listed and (rule.arguments or _is_page(client.get(rule.rule))):
            missing.append(rule.rule)
    assert missing == []
