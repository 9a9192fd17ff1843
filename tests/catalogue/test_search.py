"""The name search: each typed word finds the products with a word (name, ticker, issuer, platform, id,
sub-category, and the words of its synonym groups) that starts with it, whether the page is read from the word index
or along the sort's own index."""

import re

import pytest

from app.catalogue import synonyms
from tests.catalogue.factories import every_page
from tests.support import sql_sent


def _words(p: dict) -> list[str]:
    return re.findall(r"[^\W_]+", synonyms.indexed_text(p))


def _everything(client) -> list[dict]:
    return every_page(client)


@pytest.mark.parametrize("typed", ["buidl", "Ondo", "ondo us", "fran", "TREASURY fund", "usd"])
def test_each_typed_word_finds_the_products_with_a_word_that_starts_with_it(client, catalogue, typed):
    expected = [p["id"] for p in _everything(client)
                if all(any(w.startswith(t) for w in _words(p)) for t in typed.lower().split())]
    found = [p["id"] for p in every_page(client, f"q={typed}")]
    assert found == expected and found


def test_a_search_matches_nothing_inside_a_word_nor_without_letters(client, catalogue):
    assert client.get("/api/compare?q=uidl").json["total"] == 0
    assert client.get("/api/compare?q=%25%25").json["total"] == 0


@pytest.mark.parametrize("query", ["q=s&limit=5&page=2&sort=name", "q=t&limit=3&page=3", "q=s&limit=5&sort=apy"])
def test_a_broad_search_reads_the_same_page_from_either_index(app, client, catalogue, query):
    app.config["SVC_ANSWER_CACHE"] = 0  # the query layer itself, not the answer kept for a repeated request
    _everything(client)  # the catalogue's size is known: broad searches may walk the sort's index
    first = client.get(f"/api/compare?{query}").json  # matches not yet counted: read from the word index
    with sql_sent(app) as sent:
        again = client.get(f"/api/compare?{query}").json  # counted, and many: read along the sort's index
    assert [("EXISTS" in statement) for statement, _ in sent] == [True]
    assert first["products"] and first["products"] == again["products"] and first["total"] == again["total"]
