"""The screener's pager: a window of pages (never one link per page) that says which page is the current one."""

import re

import pytest

from tests.conftest import shipped_products


def _pager(client, query: str) -> str:
    page = client.get(f"/?{query}").get_data(as_text=True)
    found = re.search(r'<nav class="pager".*?</nav>', page, re.S)
    return found.group(0) if found else ""


def _numbers(pager: str) -> list[str]:
    """The pager's items in order: page numbers, Previous, Next and … for a gap."""
    return re.findall(r">(\d+|Previous|Next|…)</", pager)


LAST = "{last}"  # the last page of the shipped catalogue at 5 per page


@pytest.mark.parametrize("page,shown", [
    (1, ["1", "2", "3", "…", LAST, "Next"]),
    (2, ["Previous", "1", "2", "3", "4", "…", LAST, "Next"]),
    (8, ["Previous", "1", "…", "6", "7", "8", "9", "10", "…", LAST, "Next"]),
    (LAST, ["Previous", "1", "…", "{before_last}", "{next_to_last}", LAST]),
])
def test_the_pager_shows_first_previous_a_few_around_next_and_last(client, catalogue, page, shown):
    last = -(-len(shipped_products()) // 5)
    names = {"last": last, "before_last": last - 2, "next_to_last": last - 1}
    page = int(str(page).format(**names))
    shown = [item.format(**names) for item in shown]
    pager = _pager(client, f"limit=5&page={page}&sort=name")
    assert _numbers(pager) == shown
    current = re.findall(r'<a [^>]*aria-current="page"[^>]*>(\d+)</a>', pager)
    assert current == [str(page)]


def test_each_pager_link_opens_its_page_with_the_same_filters(client, catalogue):
    pager = _pager(client, "asset_class=bonds&limit=2&page=3")
    links = dict((text, href.replace("&amp;", "&")) for href, text in
                 re.findall(r'<a [^>]*href="([^"]+)"[^>]*>(\w+)</a>', pager))
    assert all("asset_class=bonds" in href and "limit=2" in href for href in links.values())
    assert "page=2" in links["Previous"] and "page=4" in links["Next"] and "page=1" in links["1"]
    last = max(int(text) for text in links if text.isdigit())
    assert client.get(links[str(last)]).status_code == 200
    opened = _pager(client, links[str(last)].split("?", 1)[1])
    assert re.findall(r'aria-current="page"[^>]*>(\d+)<', opened) == [str(last)]


def test_a_single_page_has_no_pager_and_a_long_list_a_short_one(client, catalogue):
    assert _pager(client, "asset_class=commodities&limit=100") == ""
    assert len(re.findall(r"<a ", _pager(client, "limit=1&page=40"))) <= 9  # not 81 links
