"""The one query layer: every filter, preset and sort, the same on the page and the API."""

import math
import re

import pytest

from app.catalogue.query import PRESETS
from tests.catalogue.factories import every_page
from tests.conftest import bearer, shipped_products


def _ids(client, query: str) -> list[str]:
    response = client.get(f"/api/compare?{query}")
    assert response.status_code == 200, response.json
    return [p["id"] for p in response.json["products"]]


def _products(client, query: str) -> list[dict]:
    return every_page(client, query)


def test_screener_lists_products_with_entity_simple_and_evidence_fields(client, catalogue):
    body = client.get("/api/compare").json
    assert body["total"] == len(shipped_products()) and len(body["products"]) == 50
    assert body["pages"] == math.ceil(len(shipped_products()) / 50)
    buidl = next(p for p in _products(client, "asset_class=bonds") if p["id"] == "blackrock-buidl")
    assert buidl["entity_id"] == "ent:blackrock:buidl" and buidl["entity_key"] == "blackrock-buidl"
    assert buidl["issuer_key"] == "blackrock" and buidl["parent_issuer"] == "BlackRock"
    assert buidl["apy"] is None and buidl["simple"]["indicative_apy"] == "not disclosed"
    assert buidl["evidence"]["kyc_to_hold"] is True and buidl["evidence"]["transferable"] is False
    assert set(buidl["simple"]) == {"transparency", "liquidity", "proofs", "indicative_apy"}


def test_yield_basis_is_named_in_the_apy_label(client, catalogue):
    benji = next(p for p in _products(client, "asset_class=bonds") if p["id"] == "franklin-benji-fobxx")
    assert benji["simple"]["indicative_apy"] == "3.81% (SEC 7-day yield, as of 2025-11-13)"


@pytest.mark.parametrize("query,check", [
    ("asset_class=real_estate", lambda p: p["asset_class"] == "real_estate"),
    ("class=commodities", lambda p: p["asset_class"] == "commodities"),
    ("risk_tier=core", lambda p: p["risk_tier"] == "core"),
    ("risk_tier=core,speculative", lambda p: p["risk_tier"] in ("core", "speculative")),
    ("jurisdiction=us", lambda p: p["jurisdiction_code"] == "US"),
    ("jurisdiction=United%20States,cayman%20islands", lambda p: p["jurisdiction_code"] in ("US", "KY")),
    ("jurisdiction=%C3%89tats-Unis", lambda p: p["jurisdiction_code"] == "US"),
    ("chain=stellar", lambda p: "stellar" in p["chains"]),
    ("chain=eth", lambda p: "ethereum" in p["chains"]),
    ("chain=etherum,solana", lambda p: "ethereum" in p["chains"] or "solana" in p["chains"]),
    ("q=buidl", lambda p: "buidl" in (p["name"] + p["id"]).lower()),
    ("search=franklin", lambda p: "franklin" in (p["name"] + p["issuer"] + (p["platform"] or "")).lower()),
    ("chain_or_region=solana", lambda p: "solana" in p["chains"]),
    ("yield_min=4.5", lambda p: p["apy"] is not None and p["apy"] >= 4.5),
    ("max_ticket_usd=1000", lambda p: p["min_investment_usd"] is not None and p["min_investment_usd"] <= 1000),
    ("min_investment=100000", lambda p: (p["min_investment_usd"] or 0) >= 100000),
    ("source=snapshot", lambda p: p["source_type"] == "snapshot"),
    ("live=false", lambda p: p["live"] is False),
    ("green_only=true", lambda p: p["green"] is True),
])
def test_each_filter_keeps_exactly_the_matching_products(client, catalogue, query, check):
    matched = {p["id"] for p in _products(client, query)}
    everything = _products(client, "")
    assert len(everything) == len(shipped_products())
    assert matched == {p["id"] for p in everything if check(p)}
    assert matched


@pytest.mark.parametrize("sort,key", [("apy", "apy"), ("tvl", "tvl_usd"), ("transparency", "transparency_score"),
                                      ("liquidity", "liquidity_score"), ("documented", "documented"),
                                      ("min_investment", "min_investment_usd")])
def test_sorts_order_by_their_figure_with_unknowns_last(client, catalogue, sort, key):
    for direction in ("desc", "asc"):
        products = _products(client, f"sort={sort}&sort_dir={direction}")
        known = [p[key] for p in products if p[key] is not None]
        assert known == sorted(known, reverse=direction == "desc")
        first_unknown = next((i for i, p in enumerate(products) if p[key] is None), len(products))
        assert all(p[key] is None for p in products[first_unknown:])


def test_name_sort_is_alphabetical_ignoring_case_on_every_database(client, catalogue):
    names = [p["name"] for p in _products(client, "sort=name")]
    assert names == sorted(names, key=str.lower)


def test_the_query_echo_keeps_explicit_false_and_zero(client, catalogue):
    echo = client.get("/api/compare?live=false&kyc_to_hold=false&yield_min=0").json["query"]
    assert echo["live"] is False and echo["kyc_to_hold"] is False and echo["yield_min"] == 0
    assert client.get("/api/compare?preset=eau-energie&green_only=false").json["query"].get("green_only") is None


def test_page_links_carry_only_the_understood_filters(client, catalogue):
    page = client.get("/?limit=10&endpoint=x&_scheme=javascript&asset_class=bonds").get_data(as_text=True)
    assert "_scheme" not in page and "endpoint=" not in page and "page=2" in page


def test_presets(client, catalogue):
    prudent = _products(client, "preset=debutant-prudent")
    assert prudent and all(p["risk_tier"] == "core" and p["live"] and p["min_investment_usd"] <= 1000 for p in prudent)
    assert all(p["asset_class"] == "real_estate" for p in _products(client, "preset=immo"))
    documented = [p["documented"] for p in _products(client, "preset=pro-dd")]
    assert documented == sorted(documented, reverse=True) and len(documented) == len(shipped_products())
    green = _products(client, "preset=eau-energie")
    assert {p["id"] for p in green} == {p["id"] for p in shipped_products() if p.get("green")}
    assert green and all(p["green"] and p["sub_category"] in ("green_bond", "carbon_credit_token") for p in green)
    assert client.get("/api/compare?preset=immo&asset_class=bonds").json["query"]["asset_class"] == ["bonds"]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_finds_products_in_the_shipped_catalogue(client, catalogue, preset):
    assert _products(client, f"preset={preset}"), f"preset {preset} finds nothing"


@pytest.mark.parametrize("query,name", [("sort=vibes", "sort"), ("risk_tier=wild", "risk_tier"),
                                        ("asset_class=tulips", "asset_class"), ("preset=yolo", "preset"),
                                        ("limit=500", "limit"), ("yield_min=abc", "yield_min"),
                                        ("green_only=maybe", "green_only"), ("sort_dir=up", "sort_dir")])
def test_unknown_values_answer_400_with_the_allowed_ones(client, catalogue, query, name):
    response = client.get(f"/api/compare?{query}")
    assert response.status_code == 400 and response.json["error"]["code"] == "validation_error"
    assert f"query.{name}" in response.json["error"]["details"]["fields"]
    if name in ("sort", "risk_tier", "asset_class", "preset", "sort_dir"):
        assert response.json["error"]["details"]["allowed"][name]


def test_pages_do_not_overlap_and_cover_everything(client, catalogue):
    pages = [_ids(client, f"limit=30&page={n}") for n in range(1, math.ceil(len(shipped_products()) / 30) + 1)]
    seen = [pid for page in pages for pid in page]
    assert len(set(seen)) == len(seen) == len(shipped_products())


def test_products_api_needs_a_key_and_answers_like_the_public_screener(client, catalogue, demo_key):
    assert client.get("/api/v1/products").status_code == 401
    query = "asset_class=bonds&sort=apy&limit=10"
    keyed = client.get(f"/api/v1/products?{query}", headers=bearer(demo_key)).json
    assert [p["id"] for p in keyed["products"]] == _ids(client, query)
    one = client.get("/api/v1/products/ondo-usdy", headers=bearer(demo_key)).json
    assert one["id"] == "ondo-usdy" and one["apy"] == 5.35
    assert client.get("/api/v1/products/nope", headers=bearer(demo_key)).status_code == 404


@pytest.mark.parametrize("query", ["", "asset_class=bonds&sort=apy", "preset=debutant-prudent", "chain=ethereum&page=2",
                                   "jurisdiction=fr&sort=name", "risk_tier=satellite&yield_min=3"])
def test_the_screener_page_shows_the_same_products_as_the_api(client, catalogue, query):
    page = client.get(f"/?{query}").get_data(as_text=True)
    assert re.findall(r'<tr data-id="([^"]+)"', page) == _ids(client, query)


def test_the_page_answers_a_bad_filter_with_the_allowed_values(client, catalogue):
    response = client.get("/?sort=vibes")
    assert response.status_code == 400 and "transparency" in response.get_data(as_text=True)


def test_product_page_shows_evidence_sources_and_history(client, catalogue):
    page = client.get("/products/franklin-benji-fobxx").get_data(as_text=True)
    assert "SEC 7-day yield" in page and "franklintempleton.com" in page and 'id="evidence"' in page
    assert "ent:franklin:benji-fobxx" in page and "chart line" in page
    assert client.get("/products/nope").status_code == 404


@pytest.mark.parametrize("query,check", [
    ("attested=true", lambda p: bool(p["evidence"]["attestations"])),
    ("redeemable=false", lambda p: p["evidence"]["redeemable"] is False),
    ("kyc_to_hold=false", lambda p: p["evidence"]["kyc_to_hold"] is False),
    ("transferable=true&redeemable=true", lambda p: p["evidence"]["transferable"] and p["evidence"]["redeemable"]),
    ("yield_basis=sec_7day_current", lambda p: p["apy_basis"] == "sec_7day_current"),
])
def test_evidence_flags_and_yield_basis_are_filterable(client, catalogue, query, check):
    matched = {p["id"] for p in _products(client, query)}
    assert matched and matched == {p["id"] for p in _products(client, "") if check(p)}


def test_a_page_of_the_screener_links_to_its_neighbours_with_the_same_filters(client, catalogue):
    body = client.get("/api/compare?asset_class=bonds&limit=5&page=2").json
    assert (body["page"], body["limit"], body["offset"]) == (2, 5, 5)
    assert body["previous"].startswith("http://hub.test/api/compare?") and "page=1" in body["previous"]
    assert "asset_class=bonds" in body["next"] and "page=3" in body["next"]
    last = client.get(body["next"].replace("http://hub.test", "")).json
    assert last["page"] == 3 and [p["id"] for p in last["products"]] != [p["id"] for p in body["products"]]
    final = client.get(f"/api/compare?asset_class=bonds&limit=5&page={body['pages']}").json
    assert final["next"] is None
