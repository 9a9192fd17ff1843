"""What an analyst types finds what they mean: the sub-category's words and the synonym table
(app/data/search_synonyms.json) widen the search, in the API and on the screener page alike."""

import pytest

from tests.catalogue.factories import every_page

TREASURY_WORDS = ("treasury", "money_market")


def _own_words(p: dict) -> str:
    return " ".join(v for v in (p["name"], p["ticker"], p["issuer"], p["platform"], p["id"]) if v).lower()


def _found(client, typed: str) -> set[str]:
    return {p["id"] for p in every_page(client, f"search={typed}")}


def test_treasury_finds_every_treasury_and_government_money_fund(client, catalogue):
    everything = every_page(client)
    funds = {p["id"] for p in everything if any(w in (p["sub_category"] or "") for w in TREASURY_WORDS)}
    found = _found(client, "treasury")
    assert {"blackrock-buidl", "franklin-benji-fobxx", "ondo-ousg", "superstate-ustb", "circle-usyc",
            "midas-mtbill"} <= found
    assert funds <= found, sorted(funds - found)


@pytest.mark.parametrize("typed", ["T-bill", "government money market", "MMF"])
def test_the_treasury_synonyms_find_the_same_funds(client, catalogue, typed):
    assert {"blackrock-buidl", "spiko-eutbl", "openeden-tbill"} <= _found(client, typed)


def test_bullion_finds_gold_and_silver_but_gold_does_not_find_silver(client, catalogue):
    metals = every_page(client, "asset_class=commodities")
    gold = {p["id"] for p in metals if (p["sub_category"] or "").startswith("gold")}
    silver = {p["id"] for p in metals if p["sub_category"] == "silver"}
    silver_alone = {p["id"] for p in metals if p["id"] in silver and "gold" not in _own_words(p)}
    assert gold | silver <= _found(client, "bullion")
    assert silver_alone and not silver_alone & _found(client, "gold")


def test_private_credit_finds_the_loan_funds_and_not_carbon_credits(client, catalogue):
    everything = every_page(client)
    loans = {p["id"] for p in everything
             if p["asset_class"] == "private_credit" and "loan" in (p["sub_category"] or "")}
    carbon = {p["id"] for p in everything if p["sub_category"] == "carbon_credit_token"}
    found = _found(client, "private credit")
    assert loans and loans <= found
    assert not carbon & found


def test_the_screener_page_and_the_api_find_the_same_products(client, catalogue):
    api = {p["name"] for p in every_page(client, "search=t-bill")}
    page = client.get("/?search=t-bill&limit=100").get_data(as_text=True)
    assert api and all(name in page for name in api)


def test_a_changed_synonym_table_indexes_the_whole_catalogue_again_once(app, catalogue):
    from sqlalchemy import delete, select

    from app.catalogue import synonyms
    from app.catalogue.models import ProductTerm
    from app.extensions import db
    from app.platform.models import Counter

    with app.app_context():
        db.session.execute(delete(ProductTerm).where(ProductTerm.product_id == "blackrock-buidl"))
        db.session.merge(Counter(name=synonyms.SYNONYMS_COUNTER, value=0))  # indexed with an older table
        assert synonyms.reindex_if_changed() == len(catalogue.accepted)
        terms = set(db.session.scalars(select(ProductTerm.term).where(ProductTerm.product_id == "blackrock-buidl")))
        assert {"treasury", "buidl", "money"} <= terms
        assert synonyms.reindex_if_changed() == 0


def test_the_methodology_page_shows_the_synonym_table_with_its_version_and_source(client):
    page = client.get("/methodology").get_data(as_text=True)
    assert 'id="search-synonyms"' in page and "t-bill" in page and "bullion" in page
    assert "version 2026-11-27" in page and "search_synonyms.json" in page
