"""Where a page of the screener starts: offset, or page as its alias, on the public screener, the keyed products
list and the screener page, with links that lead on from where the answer is."""

import re

import pytest

from tests.catalogue.factories import every_page
from tests.conftest import bearer, shipped_products


def _get(client, query: str) -> dict:
    response = client.get(f"/api/compare?{query}")
    assert response.status_code == 200, response.json
    return response.json


def _ids(body: dict) -> list[str]:
    return [p["id"] for p in body["products"]]


def _all_ids(client, query: str = "") -> list[str]:
    return [p["id"] for p in every_page(client, query)]


def _local(url: str) -> str:
    return url.replace("http://hub.test", "")


def test_an_offset_skips_that_many_products_and_the_answer_says_where_it_is(client, catalogue):
    everything = _ids(_get(client, "limit=100"))
    body = _get(client, "limit=5&offset=5")
    assert _ids(body) == everything[5:10]
    assert (body["offset"], body["limit"], body["page"]) == (5, 5, 2)
    assert body["query"]["offset"] == 5
    assert "offset=10" in body["next"] or "page=3" in body["next"]
    assert _ids(client.get(_local(body["next"])).json) == everything[10:15]


def test_an_offset_between_pages_is_honoured_and_linked_by_offset(client, catalogue):
    everything = _all_ids(client)
    body = _get(client, "asset_class=bonds,stablecoins&limit=4&offset=3")
    bonds = _all_ids(client, "asset_class=bonds,stablecoins")
    assert _ids(body) == bonds[3:7] and body["offset"] == 3
    assert "offset=7" in body["next"] and "page=" not in body["next"] and "asset_class=" in body["next"]
    assert "offset=0" in body["previous"] and "page=" not in body["previous"]
    assert len(everything) == len(shipped_products())


def test_a_client_paging_by_offset_reaches_the_end_without_seeing_a_product_twice(client, catalogue):
    seen, offset = [], 0
    for _ in range(len(shipped_products())):  # a client looping on a repeated first page would never leave
        body = _get(client, f"limit=7&offset={offset}")
        if not body["products"]:
            break
        seen += _ids(body)
        offset += 7
    assert len(seen) == len(set(seen)) == len(shipped_products())


def test_following_next_from_an_offset_reaches_the_end_once(client, catalogue):
    body, seen = _get(client, "limit=9&offset=2"), []
    while True:
        seen += _ids(body)
        if body["next"] is None:
            break
        body = client.get(_local(body["next"])).json
    assert seen == _all_ids(client)[2:]


@pytest.mark.parametrize("query", ["page=2&offset=5&limit=5", "page=3&offset=100", "page=1&offset=0"])
def test_page_and_offset_that_agree_are_accepted(client, catalogue, query):
    assert client.get(f"/api/compare?{query}").status_code == 200


@pytest.mark.parametrize("query", ["page=2&offset=3&limit=5", "page=2&offset=5", "page=1&offset=1"])
def test_page_and_offset_that_disagree_are_a_400_naming_offset(client, catalogue, query):
    response = client.get(f"/api/compare?{query}")
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
    assert "page" in response.json["error"]["details"]["fields"]["query.offset"][0]


@pytest.mark.parametrize("query", ["offset=-1", "offset=x", "offset=1000000001"])
def test_a_bad_offset_is_a_400_naming_it(client, catalogue, query):
    response = client.get(f"/api/compare?{query}")
    assert response.status_code == 400 and "query.offset" in response.json["error"]["details"]["fields"]


def test_an_offset_past_the_end_is_an_empty_page_without_next(client, catalogue):
    body = _get(client, f"limit=5&offset={len(shipped_products()) + 3}")
    assert body["products"] == [] and body["next"] is None and body["previous"]


def test_the_keyed_products_list_takes_the_offset_too(client, catalogue, demo_key):
    keyed = client.get("/api/v1/products?sort=apy&limit=3&offset=4", headers=bearer(demo_key)).json
    assert keyed["offset"] == 4 and _ids(keyed) == _ids(_get(client, "sort=apy&limit=100"))[4:7]


def test_the_screener_page_starts_at_the_offset_it_is_given(client, catalogue):
    page = client.get("/?limit=25&offset=30").get_data(as_text=True)
    assert re.findall(r'<tr data-id="([^"]+)"', page) == _ids(_get(client, "limit=100"))[30:55]


def test_every_operation_that_takes_a_limit_takes_an_offset_or_a_cursor(client):
    spec = client.get("/svc-openapi.json").json
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method == "parameters":  # the path's own parameters, not an operation
                continue
            names = {p["name"] for p in operation.get("parameters", []) if p.get("in") == "query"}
            assert "limit" not in names or names & {"offset", "cursor"}, f"{method.upper()} {path} takes limit alone"


def test_the_green_index_takes_the_offset(client):
    whole = [r["id"] for r in client.get("/api/green/index?limit=10").json["items"]]
    moved = client.get("/api/green/index?limit=4&offset=3").json
    assert [r["id"] for r in moved["items"]] == whole[3:7] and moved["offset"] == 3
