"""The DefiLlama live source, against recorded answers served over HTTPS on loopback through the fetch door."""

import json
from pathlib import Path

import pytest

from app.catalogue import service
from app.catalogue.models import CatalogueRefresh, Product
from app.extensions import db
from app.platform.clock import utcnow
from app.platform.db import unit_of_work

RECORDED = Path(__file__).parent / "recorded"


def _answer(name: str, change=None) -> bytes:
    data = json.loads((RECORDED / name).read_text())
    if change:
        change(data)
    return json.dumps(data).encode()


@pytest.fixture
def llama(make_app, _migrated, catalogue, fake_https):
    """A hub reading DefiLlama at the fake peer, which serves the recorded answers."""
    fake_https.routes["/protocols"] = (200, _answer("defillama_protocols.json"))
    fake_https.routes["/pools"] = (200, _answer("defillama_pools.json"))
    app = make_app(CATALOGUE_SOURCE="defillama", DEFILLAMA_API_URL=fake_https.url,
                   DEFILLAMA_YIELDS_URL=fake_https.url, **fake_https.settings())
    yield app, fake_https
    with app.app_context():  # this hub's connections go back now, not when it is collected
        db.engine.dispose()


def _refresh(app) -> dict:
    with app.app_context(), unit_of_work():
        return service.refresh()


def _product(app, product_id: str) -> dict:
    with app.app_context():
        return service.read(db.session.get(Product, product_id))


def test_mapped_figures_are_taken_live_as_aggregator_data_dated_by_the_fetch(llama):
    app, _ = llama
    result = _refresh(app)
    today = utcnow().date().isoformat()
    assert result["status"] == "ok" and result["accepted"] == 5
    buidl = _product(app, "blackrock-buidl")
    assert (buidl["tvl_usd"], buidl["tvl_as_of"], buidl["as_of"]) == (2462345282.0, today, today)
    assert (buidl["source_type"], buidl["source_class"]) == ("live", "aggregator")
    assert buidl["source_url"] == "https://defillama.com/protocol/blackrock-buidl"
    assert buidl["source_fetched_at"].startswith(today)
    susde = _product(app, "ethena-susde")
    assert (susde["apy"], susde["tvl_usd"], susde["apy_as_of"]) == (5.42, 3950000000.0, today)
    assert susde["simple"]["indicative_apy"] == f"5.42% (current pool APY (DefiLlama), as of {today})"
    assert susde["source_url"] == "https://defillama.com/yields/pool/66985a81-9c51-46ca-9977-42b4fe7bc6df"
    assert {_product(app, p)["tvl_usd"] for p in ("paxos-paxg", "tether-xaut", "circle-usyc")} == {
        1420000000.0, 1910000000.0, 2230000000.0}


def test_a_missing_or_malformed_field_keeps_the_cached_figure_and_the_record_says_so(llama):
    app, _ = llama
    before = _product(app, "superstate-ustb")
    result = _refresh(app)
    after = _product(app, "superstate-ustb")
    assert (after["tvl_usd"], after["tvl_as_of"], after["source_type"], after["source_class"]) == (
        before["tvl_usd"], before["tvl_as_of"], "snapshot", "issuer")
    assert result["kept"]["superstate-ustb"] == ["DefiLlama's TVL is not a number in range ('n/a'), cached figure kept"]
    assert result["kept"]["openeden-tbill"] == ["DefiLlama sent no TVL, cached figure kept"]
    with app.app_context():
        record = db.session.query(CatalogueRefresh).order_by(CatalogueRefresh.id.desc()).first()
        assert record.status == "ok"
        assert "superstate-ustb: DefiLlama's TVL is not a number in range" in record.error
        assert "openeden-tbill: DefiLlama sent no TVL" in record.error


def test_unmapped_protocols_and_pools_are_ignored_and_an_absent_one_is_missing_from_the_source(llama):
    app, _ = llama
    ousg, usdy = _product(app, "ondo-ousg"), _product(app, "ondo-usdy")
    result = _refresh(app)
    assert (_product(app, "ondo-ousg"), _product(app, "ondo-usdy")) == (ousg, usdy)
    with app.app_context():
        assert db.session.get(Product, "lido") is None
    assert result["missing_ids"] == ["ethena-usdtb"]
    assert _product(app, "ethena-usdtb")["source_type"] == "snapshot"
    drift = app.test_client().post("/api/compare", json={"product_ids": ["ethena-usdtb", "blackrock-buidl"]}).json
    assert ("slug_missing", "ethena-usdtb") in {(d["kind"], d["product_id"]) for d in drift["drift"]}


def test_a_pool_id_now_naming_another_token_is_not_read(llama):
    app, peer = llama

    def renamed(data):
        data["data"][1]["symbol"] = "USDC"

    peer.routes["/pools"] = (200, _answer("defillama_pools.json", renamed))
    before = _product(app, "ethena-susde")
    result = _refresh(app)
    assert _product(app, "ethena-susde")["apy"] == before["apy"]
    assert "is now 'USDC', not SUSDE: not read, cached figures kept" in result["kept"]["ethena-susde"][0]


@pytest.mark.parametrize(("route", "answer", "reason"), [
    ("/protocols", (503, b"busy"), "DefiLlama /protocols answered HTTP 503"),
    ("/pools", (200, b"<html>"), "DefiLlama /pools did not send JSON"),
    ("/pools", (200, b'{"status": "error"}'), "DefiLlama's /pools answer is not a list"),
])
def test_a_failed_answer_changes_nothing_and_says_why(llama, route, answer, reason):
    app, peer = llama
    peer.routes[route] = answer
    before = [_product(app, p) for p in ("blackrock-buidl", "ethena-susde")]
    result = _refresh(app)
    assert (result["status"], result["error"]) == ("failed", reason)
    assert [_product(app, p) for p in ("blackrock-buidl", "ethena-susde")] == before
    output = app.test_cli_runner().invoke(args=["catalogue", "refresh"]).output
    assert f"refresh failed, serving the cache: {reason}" in output


def test_the_refresh_command_lists_what_each_product_kept(llama):
    app, _ = llama
    output = app.test_cli_runner().invoke(args=["catalogue", "refresh"]).output
    assert "5 accepted, 0 rejected, 1 missing from the source" in output
    assert "  openeden-tbill: DefiLlama sent no TVL, cached figure kept" in output


def test_an_unknown_source_choice_is_a_failed_refresh_with_its_reason(make_app, _migrated, catalogue):
    app = make_app(CATALOGUE_SOURCE="coingecko")
    result = _refresh(app)
    assert result["status"] == "failed" and "CATALOGUE_SOURCE must be url or defillama" in result["error"]


def test_the_product_page_says_a_live_figure_is_aggregator_data_and_when_it_was_fetched(llama):
    app, _ = llama
    _refresh(app)
    page = app.test_client().get("/products/blackrock-buidl").get_data(as_text=True)
    fetched = _product(app, "blackrock-buidl")["source_fetched_at"][:16].replace("T", " ")
    assert "https://defillama.com/protocol/blackrock-buidl" in page
    assert "on-chain / aggregator data" in page and f"live, fetched {fetched} UTC" in page


def test_a_live_tvl_drops_the_tvl_by_chain_stated_for_the_older_figure(llama):
    app, _ = llama
    with app.app_context(), unit_of_work():
        row = service.import_row(db.session.get(Product, "blackrock-buidl"))
        assert not service.import_rows([{**row, "chain_tvl_usd": {"ethereum": 1e9}}]).rejected
    assert _product(app, "blackrock-buidl")["chain_tvl_usd"] == {"ethereum": 1e9}
    _refresh(app)
    buidl = _product(app, "blackrock-buidl")
    assert buidl["tvl_usd"] == 2462345282.0 and buidl["chain_tvl_usd"] is None
    with app.app_context():
        chains = db.session.get(Product, "blackrock-buidl").chain_rows
        assert [c.tvl_usd for c in chains] == [None] * len(buidl["chains"])
