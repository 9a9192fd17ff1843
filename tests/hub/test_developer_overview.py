"""The developer hub's overview and the guides its former sections moved to: every guide answers in both
languages, the overview lists them, nothing of the former page is lost, and its old fragments still land."""

import html
import json
import re

import pytest

from app.hub.docs import GUIDE_SLUGS

DOMAIN_SLUGS = ("scoring", "attest", "catalogue", "compare", "regulatory", "green", "shield", "verify",
                "chargeflow", "watts", "dossier", "copilot")
# one phrase of each section of the former single page, and the guide it now lives on
FORMER = {
    "Signatures you can check yourself": "signatures", "retired keys stay published with their validity": "signatures",
    "Every kind of signed document the hub issues": "signatures",
    "Redis down gives": "operations", "fails to local rather": "operations", "untrusted_host": "operations",
    "limit_request_line": "operations", "rq cron app.cron": "operations", "SVC_KEY_CACHE_TTL": "operations",
    "Unknown JSON fields are refused (400)": "errors", "anchor_quota_exceeded": "errors",
    "a lone surrogate or a NUL is a 400": "errors",
    'RateLimit-Policy: "api";q=30;w=60': "limits", "is exempt so that probes never fail": "limits",
    "flask keys set-tier": "authentication", "a typo never costs one of them": "authentication",
    "behaves like a live key of the same tier": "authentication",
    "The shared demo key": "quickstart",
    "Monitor alerts: <code>severity</code>": "scoring", "A <code>score_id</code> that is not yours": "scoring",
    "unsigned when no signature could be checked": "attest",
    "CFU-F: a flex capacity window": "chargeflow", "One verify door": "verify",
}


def _page(client, path):
    response = client.get(path)
    assert response.status_code == 200, path
    return response.get_data(as_text=True)


def _moved(client) -> dict:
    found = re.search(r"data-moved='([^']*)'", _page(client, "/developers"))
    return json.loads(html.unescape(found.group(1)))


@pytest.mark.parametrize("slug", [s for s in (*GUIDE_SLUGS, *DOMAIN_SLUGS) if s != "embeds"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_guide_answers_in_both_languages(client, slug, lang):
    page = _page(client, f"/developers/{slug}?lang={lang}")
    assert f'<html lang="{lang}">' in page
    assert 'class="doc-body"' in page


def test_the_overview_lists_every_guide_and_the_downloads(client):
    page = _page(client, "/developers")
    for slug in (*GUIDE_SLUGS, *DOMAIN_SLUGS):
        assert f'href="/developers/{slug}"' in page, slug
    for download in ("/svc-openapi.yaml", "/svc-openapi.json", "/svc-postman.json",
                     "/.well-known/svc-signing-keys.json", "/developers/quickstart#python"):
        assert f'href="{download}"' in page
    assert "protocol version" in page


def test_the_former_sections_are_found_on_their_guides(client):
    for phrase, slug in FORMER.items():
        assert phrase in _page(client, f"/developers/{slug}"), (phrase, slug)


def test_the_old_placeholder_is_gone(client):
    for slug in ("methodologies", "changelog"):
        assert "This guide is being written" not in _page(client, f"/developers/{slug}")


@pytest.mark.parametrize("anchor", ["chargeflow-flex", "request-lines", "verify-door", "event-chargeflow.unit.minted",
                                   "verify-offline", "artefacts", "choices", "auth", "quick-start", "green",
                                   "tag-attest"])
def test_a_former_fragment_maps_to_a_page_that_carries_it(client, anchor):
    target = _moved(client)[anchor]
    path, fragment = target.split("#")
    assert fragment == anchor and path.startswith("/developers/")
    assert f'id="{anchor}"' in _page(client, path)


def test_the_overview_lists_the_moved_sections_without_script(client):
    page = _page(client, "/developers")
    assert "<summary>Moved sections</summary>" in page
    assert 'href="/developers/chargeflow#chargeflow"' in page
    assert 'src="/static/js/moved-anchors.js?v=' in page and "<script>" not in page


def test_links_between_former_sections_lead_to_the_guide_that_carries_them(client):
    scoring = _page(client, "/developers/scoring")
    assert 'href="/developers/regulatory#regulatory"' in scoring and 'href="#regulatory"' not in scoring


def test_the_methodologies_guide_links_every_methodology_page(client):
    page = _page(client, "/developers/methodologies")
    for path in ("/developers/methodology", "/developers/methodology/watts", "/developers/methodology/green/cqs",
                 "/developers/methodology/green/composite"):
        assert f'href="{path}"' in page, path
        assert client.get(path).status_code == 200


def test_the_changelog_guide_shows_the_latest_entries_and_the_whole_feed(client):
    page = _page(client, "/developers/changelog")
    latest = client.get("/api/v1/changelog").json["entries"][0]
    assert html.escape(latest["title"], quote=True) in page or latest["title"] in page
    assert 'href="/changelog"' in page and 'href="/api/v1/changelog"' in page


def test_every_code_block_of_the_guides_scrolls_by_keyboard_and_is_named(client):
    for slug in (*GUIDE_SLUGS, *DOMAIN_SLUGS):
        for pre in re.findall(r"<pre\b[^>]*>", _page(client, f"/developers/{slug}")):
            assert 'tabindex="0"' in pre and re.search(r"aria-label(ledby)?=", pre), (slug, pre)
    assert 'src="/static/js/copy-code.js?v=' in _page(client, "/developers/errors")
