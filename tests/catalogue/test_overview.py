"""The market overview: value and count by asset class and chain, with coverage and dates, for the filters."""

from collections import defaultdict
from dataclasses import asdict

from app.catalogue import overview, service
from app.catalogue.models import Product
from app.catalogue.query import ScreenerQuery
from app.extensions import db
from app.platform.db import unit_of_work
from tests.catalogue.factories import product, product_row
from tests.conftest import bearer, shipped_products


def _by_hand(products, key) -> dict:
    """The overview's groups computed over the products one by one: key(p) gives {group: the TVL p counts there
    (None: none)} for every group p belongs to."""
    groups = defaultdict(lambda: {"products": 0, "tvl_known": 0, "tvl_usd": None, "dates": []})
    for p in products:
        for name, tvl in key(p).items():
            g = groups[name]
            g["products"] += 1
            if tvl is not None:
                g["tvl_known"] += 1
                g["tvl_usd"] = (g["tvl_usd"] or 0) + tvl
                g["dates"].append(p.tvl_as_of)
    return {name: {"products": g["products"], "tvl_known": g["tvl_known"], "tvl_usd": g["tvl_usd"],
                   "tvl_oldest": min(g["dates"], default=None), "tvl_newest": max(g["dates"], default=None)}
            for name, g in groups.items()}


def _asset_class(p) -> dict:
    return {p.asset_class: p.tvl_usd}


def _chains(p) -> dict:
    """Where a product's TVL counts: its only chain; on several chains, the parts a source states by chain and the
    rest under multi-chain; with no chain, under chain-not-stated. It is one of the products of each of its chains."""
    if not p.chains:
        return {"chain-not-stated": p.tvl_usd}
    if len(p.chains) == 1:
        return {p.chains[0]: p.tvl_usd}
    split = p.chain_tvl_usd or {}
    rest = p.tvl_usd - sum(split.values()) if p.tvl_usd is not None else None
    return {**{c: split.get(c) for c in p.chains}, "multi-chain": rest if rest else None}


def _plain(groups) -> dict:
    return {g.key: {k: v for k, v in asdict(g).items() if k != "key"} for g in groups}


def _close(a: dict, b: dict) -> bool:
    """Equal, sums of floats compared to the cent (the database may add them in another order)."""
    if a.keys() != b.keys():
        return False
    return all(round(a[k]["tvl_usd"] or 0, 2) == round(b[k]["tvl_usd"] or 0, 2)
               and {**a[k], "tvl_usd": 0} == {**b[k], "tvl_usd": 0} for k in a)


def test_totals_equal_a_sum_over_the_catalogue(app, catalogue):
    with app.app_context():
        products = list(db.session.scalars(db.select(Product)))
        result = overview.overview(ScreenerQuery())
        classes = _by_hand(products, _asset_class)
        assert _close(_plain(result.by_asset_class), classes)
        assert _close(_plain(result.by_chain), _by_hand(products, _chains))
        total = {k: v for k, v in asdict(result.total).items() if k != "note"}
        assert total["products"] == len(products) == len(shipped_products())
        assert total["tvl_known"] == sum(1 for p in products if p.tvl_usd is not None)
        assert round(total["tvl_usd"], 2) == round(sum(p.tvl_usd for p in products if p.tvl_usd is not None), 2)
        dated = [p.tvl_as_of for p in products if p.tvl_usd is not None]
        assert (total["tvl_oldest"], total["tvl_newest"]) == (min(dated), max(dated))
        assert [g.tvl_usd or 0 for g in result.by_asset_class] == sorted(
            [g.tvl_usd or 0 for g in result.by_asset_class], reverse=True)


def test_the_overview_follows_the_screener_filters(app, catalogue):
    with app.app_context():
        bonds = [p for p in db.session.scalars(db.select(Product))
                 if p.asset_class == "bonds" and "ethereum" in p.chains]
        result = overview.overview(ScreenerQuery(asset_class=("bonds",), chain=("ethereum",), sort="apy", page=2))
        assert [g.key for g in result.by_asset_class] == ["bonds"]
        assert result.total.products == len(bonds)
        assert _close(_plain(result.by_chain), _by_hand(bonds, _chains))
        assert result.query["asset_class"] == ["bonds"]


def test_nothing_matched_gives_an_empty_overview_not_an_error(app, catalogue):
    with app.app_context():
        result = overview.overview(ScreenerQuery(search="nothing like this"))
    assert asdict(result.total) == {"key": "all", "products": 0, "tvl_known": 0, "tvl_usd": None, "tvl_oldest": None,
                               "tvl_newest": None, "note": None}
    assert result.by_asset_class == [] and result.by_chain == []


def test_an_import_refreshes_the_cached_overview(app):
    with app.app_context(), unit_of_work():
        product(tvl_usd=1e6, tvl_as_of="2026-10-31")
    with app.app_context():
        assert overview.overview(ScreenerQuery()).total.tvl_usd == 1e6
    with app.app_context(), unit_of_work():
        product(id="acme-two", tvl_usd=2e6, tvl_as_of="2026-11-15", chains=["ethereum", "base"])
    with app.app_context():
        result = overview.overview(ScreenerQuery())
    assert result.total.tvl_usd == 3e6 and result.total.tvl_newest == "2026-11-15"
    chains = _plain(result.by_chain)
    assert chains["ethereum"]["products"] == 2 and chains["ethereum"]["tvl_usd"] == 1e6
    assert chains["base"]["products"] == 1 and chains["base"]["tvl_usd"] is None
    assert chains["multi-chain"]["tvl_usd"] == 2e6


def _overview_of(app, rows) -> overview.Overview:
    with app.app_context(), unit_of_work():
        report = service.import_rows(rows)
        assert not report.rejected, report.rejected
    with app.app_context():
        return overview.overview(ScreenerQuery())


def test_a_multi_chain_tvl_counts_once_under_multi_chain_unless_a_source_splits_it(app):
    result = _overview_of(app, [
        product_row(id="acme-one", tvl_usd=10e6, tvl_as_of="2026-01-31", chains=["solana"]),
        product_row(id="acme-many", tvl_usd=100e6, tvl_as_of="2025-06-30", chains=["ethereum", "solana", "base"]),
        product_row(id="acme-split", tvl_usd=50e6, tvl_as_of="2026-03-31", chains=["Ethereum", "xrpl"],
                    chain_tvl_usd={"ethereum": 40e6}),
        product_row(id="acme-none", tvl_usd=5e6, tvl_as_of="2024-12-31", chains=[]),
        product_row(id="acme-unknown", tvl_usd=None, tvl_as_of=None, chains=["solana", "base"]),
    ])
    chains = _plain(result.by_chain)
    assert [g.key for g in result.by_chain] == ["ethereum", "solana", "base", "xrpl", "multi-chain",
                                                      "chain-not-stated"]
    assert chains["solana"] == {"products": 3, "tvl_known": 1, "tvl_usd": 10e6, "tvl_oldest": "2026-01-31",
                                "tvl_newest": "2026-01-31"}
    assert chains["ethereum"]["tvl_usd"] == 40e6 and chains["ethereum"]["products"] == 2
    assert chains["base"]["tvl_usd"] is None and chains["xrpl"]["tvl_usd"] is None
    assert chains["multi-chain"] == {"products": 3, "tvl_known": 2, "tvl_usd": 110e6, "tvl_oldest": "2025-06-30",
                                     "tvl_newest": "2026-03-31"}
    assert chains["chain-not-stated"]["tvl_usd"] == 5e6 and chains["chain-not-stated"]["products"] == 1
    assert sum(g.tvl_usd or 0 for g in result.by_chain) == result.total.tvl_usd == 165e6


def test_the_chain_rows_of_the_shipped_catalogue_add_up_to_its_total(app, catalogue):
    with app.app_context():
        result = overview.overview(ScreenerQuery())
        products = list(db.session.scalars(db.select(Product)))
    chains = _plain(result.by_chain)
    assert round(sum(g.tvl_usd or 0 for g in result.by_chain), 2) == round(result.total.tvl_usd, 2)
    on_solana = [p for p in products if p.tvl_usd is not None and p.chains == ["solana"]]
    assert round(chains["solana"]["tvl_usd"] or 0, 2) == round(sum(p.tvl_usd for p in on_solana), 2)
    assert chains["solana"]["products"] == sum("solana" in p.chains for p in products)
    rlusd = next(p for p in products if p.id == "ripple-rlusd")  # its source states $1.03B of $1.26B on Ethereum
    assert rlusd.chain_tvl_usd == {"ethereum": 1.03e9} and rlusd.tvl_usd == 1.26e9


def test_the_total_says_it_sums_figures_of_different_dates_with_the_oldest_and_newest(app, client, demo_key):
    result = _overview_of(app, [product_row(id="acme-old", tvl_usd=1e6, tvl_as_of="2023-07-07"),
                                product_row(id="acme-new", tvl_usd=2e6, tvl_as_of="2026-05-06")])
    assert result.total.note == ("A sum of 2 disclosed TVLs of different dates, the oldest 2023-07-07 and the "
                                       "newest 2026-05-06: not the value of these products on one day.")
    body = client.get("/api/v1/market/overview", headers=bearer(demo_key)).json
    assert body["total"]["note"] == result.total.note
    assert (body["total"]["tvl_oldest"], body["total"]["tvl_newest"]) == ("2023-07-07", "2026-05-06")


def test_a_total_of_one_date_says_that_date(app):
    result = _overview_of(app, [product_row(id="acme-a", tvl_usd=1e6, tvl_as_of="2026-05-06"),
                                product_row(id="acme-b", tvl_usd=2e6, tvl_as_of="2026-05-06")])
    assert result.total.note == "A sum of 2 disclosed TVLs, all dated 2026-05-06."


def test_the_overview_api_needs_a_key_and_takes_the_screener_filters(client, catalogue, demo_key):
    assert client.get("/api/v1/market/overview").status_code == 401
    body = client.get("/api/v1/market/overview?asset_class=real_estate&chain=eth", headers=bearer(demo_key)).json
    assert [g["key"] for g in body["by_asset_class"]] == ["real_estate"]
    assert body["total"]["products"] == client.get("/api/compare?asset_class=real_estate&chain=eth").json["total"]
    assert body["query"]["chain"] == ["ethereum"] and body["as_of"] and body["meta"]["version"]
    bad = client.get("/api/v1/market/overview?asset_class=tulips", headers=bearer(demo_key))
    assert bad.status_code == 400 and bad.json["error"]["code"] == "validation_error"


def test_the_overview_is_documented_with_its_schema(client):
    spec = client.get("/svc-openapi.json").json
    answer = spec["paths"]["/api/v1/market/overview"]["get"]["responses"]["200"]["content"]["application/json"]
    assert answer["schema"]["$ref"].endswith("/MarketOverview")
    assert {"total", "by_asset_class", "by_chain"} <= set(spec["components"]["schemas"]["MarketOverview"]["properties"])


def test_the_developer_hub_documents_the_filters_the_overview_and_the_export(client):
    page = client.get("/developers/catalogue").get_data(as_text=True)
    section = page[page.index('id="catalogue"'):]
    for text in ("<code>GET /api/v1/market/overview</code>", "export_too_large", "picked=id1,id2",
                 "<code>yield_basis</code>", "10,000 rows", "<code>kyc_to_hold</code>"):
        assert text in section[:section.index("</section>")], text
