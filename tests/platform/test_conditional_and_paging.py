"""Every JSON read of the API answers a strong ETag and 304 to an If-None-Match naming it; every paged list answers
an RFC 8288 Link header (next, prev, first, last) that agrees with the list's own next and previous."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.conftest import bearer

# The API's JSON reads that need no id in their path, as one caller (a premium key) reads them.
READS = [
    "/api/compare", "/api/green/index", "/api/green/nature-index", "/api/green/contexts/dpp-v1.jsonld",
    "/api/v1/changelog", "/api/v1/status", "/api/v1/chargeflow", "/api/v1/chargeflow/partners", "/api/v1/checklist",
    "/api/v1/copilot/knowledge", "/api/v1/jurisdictions", "/api/v1/keys/current", "/api/v1/market/overview",
    "/api/v1/monitor", "/api/v1/products", "/api/v1/regulatory/feed", "/api/v1/shield/audit", "/api/v1/shield/cbom",
    "/api/v1/shield/quota", "/api/v1/watts/offers", "/api/v1/watts/reserve", "/api/v1/watts/secondary",
    "/api/v1/webhooks",
]
# Reads that answer only with query arguments (a check, a verification), or that stream a whole export.
NOT_PLAIN_READS = {
    "/api/compare/eligibility", "/api/compare/report/pdf", "/api/green/registry", "/api/green/scores",
    "/api/v1/attest/verify", "/api/v1/benchmarks", "/api/v1/chargeflow/verify", "/api/v1/chargeflow/w/verify",
    "/api/v1/chargeflow/f/verify", "/api/v1/chargeflow/export", "/api/v1/products/export", "/api/v1/shield/export",
}
# Reads that change between two reads (a health check's measured latency, a CBOM's fresh serial number).
CHANGING = {"/api/v1/status", "/api/v1/shield/cbom"}
PAGED = [
    "/api/compare", "/api/green/index", "/api/green/nature-index", "/api/v1/chargeflow", "/api/v1/monitor",
    "/api/v1/products", "/api/v1/regulatory/feed", "/api/v1/shield/audit", "/api/v1/watts/offers",
    "/api/v1/watts/reserve", "/api/v1/watts/secondary", "/api/v1/webhooks",
]
_LINK = re.compile(r'<([^>]+)>;\s*rel="([^"]+)"')


def links(response) -> dict[str, str]:
    """The Link header as {rel: URL}."""
    return {rel: url for url, rel in _LINK.findall(response.headers.get("Link", ""))}


def offset_of(url: str) -> int:
    """Where the linked window starts: its offset, or its page's first item for a list paged by page."""
    query = parse_qs(urlsplit(url).query)
    if "page" in query:
        return (int(query["page"][0]) - 1) * int(query["limit"][0])
    return int(query["offset"][0])


@pytest.fixture
def premium(new_key) -> dict:
    return bearer(new_key("premium"))


def test_every_plain_read_of_the_api_is_in_the_lists(app):
    plain = {rule.rule for rule in app.url_map.iter_rules()
             if "GET" in rule.methods and rule.rule.startswith("/api/") and not rule.arguments}
    assert plain - NOT_PLAIN_READS == set(READS)
    assert set(PAGED) <= set(READS)


@pytest.mark.parametrize("path", READS)
def test_each_json_read_answers_a_strong_etag_and_304_when_the_caller_has_it(client, catalogue, premium, path):
    first = client.get(path, headers=premium)
    etag = first.headers.get("ETag", "")
    assert first.status_code == 200 and first.is_json, (path, first.status_code)
    assert re.fullmatch(r'"[0-9a-f]{64}"', etag), (path, etag)  # strong: no W/ prefix
    cached = client.get(path, headers={**premium, "If-None-Match": etag})
    if path in CHANGING and cached.status_code == 200:
        assert cached.headers["ETag"] != etag
        return
    assert cached.status_code == 304 and cached.data == b"" and cached.headers["ETag"] == etag
    stale = client.get(path, headers={**premium, "If-None-Match": '"' + "0" * 64 + '"'})
    assert stale.status_code == 200 and stale.data


# Reads that state the moment they answer in their own fields (the change feed's generated_at).
DATED = {"/api/v1/changelog"}


@pytest.mark.parametrize("path", sorted(set(READS) - CHANGING - DATED))
def test_an_unchanged_read_answers_304_a_minute_later(client, catalogue, premium, path):
    import time

    import time_machine

    etag = client.get(path, headers=premium).headers["ETag"]
    with time_machine.travel(time.time() + 61, tick=False):
        later = client.get(path, headers={**premium, "If-None-Match": etag})
    assert later.status_code == 304, (path, later.headers.get("ETag"), etag)


@pytest.mark.parametrize("path", PAGED)
def test_each_paged_list_answers_first_and_last_and_its_body_links_in_the_link_header(client, catalogue, premium,
                                                                                       path):
    answer = client.get(f"{path}?limit=1", headers=premium)
    body, rels = answer.json, links(answer)
    assert answer.status_code == 200 and {"first", "last"} <= set(rels), (path, answer.headers.get("Link"))
    assert offset_of(rels["first"]) == 0
    assert offset_of(rels["last"]) == max(0, body["total"] - 1)
    assert rels.get("next") == body["next"] and rels.get("prev") == body["previous"]
    assert all(url.startswith("http://hub.test/") for url in rels.values())


@pytest.mark.parametrize("path", ["/api/compare", "/api/v1/products", "/api/green/index"])
def test_a_middle_window_links_next_prev_first_and_last_keeping_its_filters(client, catalogue, premium, path):
    answer = client.get(f"{path}?limit=2&offset=2", headers=premium)
    body, rels = answer.json, links(answer)
    assert body["total"] > 6, path
    assert set(rels) == {"next", "prev", "first", "last"}
    assert (offset_of(rels["next"]), offset_of(rels["prev"]), offset_of(rels["first"])) == (4, 0, 0)
    assert offset_of(rels["last"]) == (body["total"] - 1) // 2 * 2
    assert all(parse_qs(urlsplit(url).query)["limit"] == ["2"] for url in rels.values())


def test_the_last_window_has_no_next_and_the_first_no_prev(client, catalogue, premium):
    first = client.get("/api/v1/products?limit=5", headers=premium)
    last = client.get(links(first)["last"].removeprefix("http://hub.test"), headers=premium)
    assert "prev" not in links(first) and "next" in links(first)
    assert "next" not in links(last) and "prev" in links(last) and last.json["next"] is None


def test_a_list_paged_by_page_links_pages(client, catalogue):
    answer = client.get("/api/compare?page=2&limit=3")
    rels = links(answer)
    assert parse_qs(urlsplit(rels["next"]).query)["page"] == ["3"]
    assert parse_qs(urlsplit(rels["first"]).query)["page"] == ["1"]


def test_a_paged_list_behind_an_id_links_its_windows(client, premium):
    from tests.scoring.factories import ASSET

    scored = client.post("/api/v1/score", json=ASSET, headers=premium).json
    client.post("/api/v1/score", json={**ASSET, "score_id": scored["score_id"]}, headers=premium)
    history = client.get(f"/api/v1/score/{scored['score_id']}/history?limit=1", headers=premium)
    assert history.status_code == 200 and {"first", "last"} <= set(links(history))
    assert re.fullmatch(r'"[0-9a-f]{64}"', history.headers["ETag"])


def test_the_paging_guide_says_windows_links_exports_and_etags(app):
    from flask import render_template

    with app.test_request_context("/developers/paging"):
        page = render_template("hub/docs/paging.html")
    for said in ("limit", "offset", "page", 'rel="next"', 'rel="last"', "If-None-Match", "304", "Exports"):
        assert said in page, said
