"""The sub-category filter: the same query on the API and the page, the facet's one-click links, and a value the
catalogue does not hold refused with the ones it holds."""

import re
from collections import Counter
from html import unescape

from tests.catalogue.factories import every_page
from tests.conftest import bearer, shipped_products


def _page(client, query: str = "") -> str:
    response = client.get(f"/?{query}")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_the_api_keeps_exactly_the_products_of_the_sub_categories_asked(client, catalogue):
    shipped = Counter(p["sub_category"] for p in shipped_products())
    found = every_page(client, "sub_category=money_market_fund,GOLD")
    assert {p["sub_category"] for p in found} == {"money_market_fund", "gold"}
    assert len(found) == shipped["money_market_fund"] + shipped["gold"]


def test_the_keyed_products_api_answers_the_same_as_the_public_screener(client, catalogue, demo_key):
    keyed = client.get("/api/v1/products?sub_category=gold&limit=100", headers=bearer(demo_key)).json
    public = client.get("/api/compare?sub_category=gold&limit=100").json
    assert [p["id"] for p in keyed["products"]] == [p["id"] for p in public["products"]]
    assert keyed["total"] == sum(p["sub_category"] == "gold" for p in shipped_products())


def test_a_sub_category_the_catalogue_does_not_hold_answers_400_with_the_ones_it_holds(client, catalogue, demo_key):
    for response in (client.get("/api/compare?sub_category=tulips"),
                     client.get("/api/v1/products?sub_category=gold,tulips", headers=bearer(demo_key))):
        assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
        allowed = response.json["error"]["details"]["allowed"]["sub_category"]
        assert set(allowed) == {p["sub_category"] for p in shipped_products()}
    page = client.get("/?sub_category=tulips")
    assert page.status_code == 400 and "money_market_fund" in page.get_data(as_text=True)


def test_the_openapi_document_names_the_filter_without_a_list_an_import_would_outdate(client):
    spec = client.get("/svc-openapi.json").json
    params = {p["name"]: p for p in spec["paths"]["/api/v1/products"]["get"]["parameters"]}
    assert "sub_category" in params and "enum" not in str(params["sub_category"]["schema"])


def test_the_page_lists_the_sub_categories_of_the_matches_with_counts_as_links(client, catalogue):
    html = _page(client, "asset_class=commodities")
    facet = re.search(r'<nav class="facet" id="sub-categories".*?</nav>', html, re.S).group(0)
    shipped = Counter(p["sub_category"] for p in shipped_products() if p["asset_class"] == "commodities")
    links = dict(re.findall(r'href="/\?([^"]+)"[^>]*>.*?<span class="count">(\d+)</span>', facet, re.S))
    assert len(links) == len(shipped)
    for qs, count in links.items():
        sub = re.search(r"sub_category=([a-z_]+)", unescape(qs)).group(1)
        assert "asset_class=commodities" in unescape(qs) and int(count) == shipped[sub]


def test_following_a_sub_category_link_shows_only_its_products_and_a_way_back(client, catalogue):
    html = _page(client, "sub_category=gold")
    rows = re.findall(r'<tr data-id="([^"]+)"', html)
    assert len(rows) == sum(p["sub_category"] == "gold" for p in shipped_products())
    assert rows == [p["id"] for p in every_page(client, "sub_category=gold")]
    facet = re.search(r'<nav class="facet" id="sub-categories".*?</nav>', html, re.S).group(0)
    assert 'aria-current="true"' in facet and 'id="sub-category-clear"' in facet
    assert re.search(r'<input type="hidden" name="sub_category" id="f-sub-category" value="gold"', html)
