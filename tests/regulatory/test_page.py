"""The regulatory page: the feed for anyone, newest first, filtered in place, each reference linked to its
official text and its sources, in English and French."""

import re

from tests.regulatory.test_feed import SHIPPED


def _ids(html: str) -> list[str]:
    return re.findall(r'id="ref-([a-z0-9-]+)"', html)


def test_the_page_lists_every_reference_newest_first_with_its_official_link_and_sources(feed, client):
    html = client.get("/regulatory").get_data(as_text=True)
    newest_first = [r["id"] for r in sorted(SHIPPED, key=lambda r: (r["date"], r["id"]), reverse=True)]
    assert sorted(_ids(html)) == sorted(newest_first) and "23 references" in html
    assert [r for r in _ids(html)][0] in {r["id"] for r in SHIPPED if r["date"] == max(x["date"] for x in SHIPPED)}
    mica = next(r for r in SHIPPED if r["id"] == "mica-full")
    assert f'href="{mica["url"]}"' in html and mica["sources"][0]["url"] in html


def test_filters_narrow_the_list_and_htmx_gets_only_the_list(feed, client):
    page = client.get("/regulatory?jurisdiction=DE&tag=bafin").get_data(as_text=True)
    expected = {r["id"] for r in SHIPPED if r["jurisdiction"] in ("DE", "EU") and "bafin" in r["tags"]}
    assert set(_ids(page)) == expected and expected
    fragment = client.get("/regulatory?since=2026-01-01", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "<html" not in fragment and set(_ids(fragment)) == {r["id"] for r in SHIPPED if r["date"] >= "2026-01-01"}


def test_a_filter_that_matches_nothing_says_so(feed, client):
    assert "No reference matches" in client.get("/regulatory?jurisdiction=CH&tag=aml").get_data(as_text=True)


def test_a_bad_filter_is_a_400_page(feed, client):
    response = client.get("/regulatory?since=last-week")
    assert response.status_code == 400 and "<html" in response.get_data(as_text=True)


def test_the_page_reads_in_french(feed, client):
    html = client.get("/regulatory?lang=fr").get_data(as_text=True)
    assert "Veille réglementaire" in html and "23 références" in html and 'lang="fr"' in html


def test_a_history_restore_gets_the_whole_page(feed, client):
    restored = client.get("/regulatory?tag=mica", headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert "<html" in restored.get_data(as_text=True)


def test_a_feed_longer_than_a_page_draws_the_one_pager_keeping_the_filters(feed, client, monkeypatch):
    from app.regulatory import views

    monkeypatch.setattr(views, "PAGE_SIZE", 5)
    html = client.get("/regulatory?jurisdiction=EU&offset=5").get_data(as_text=True)
    assert len(_ids(html)) == 5 and 'aria-current="page"' in html
    assert 'href="/regulatory?jurisdiction=EU&amp;offset=10"' in html and 'href="/regulatory?jurisdiction=EU"' in html
