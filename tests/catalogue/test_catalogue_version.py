"""The catalogue's version, facets, dated points and the re-import of a changed reference file."""

from app.catalogue import facets, service
from app.catalogue.models import Product
from app.extensions import db
from app.platform import counters
from app.platform.db import unit_of_work
from tests.catalogue.factories import product_row


def _import(app, rows):
    with app.app_context(), unit_of_work():
        return service.import_rows(rows)


def test_every_import_moves_the_catalogue_version_and_refreshes_the_facets(app):
    _import(app, [product_row(chains=["Ethereum"], jurisdiction="Luxembourg", sub_category="green_bond")])
    with app.app_context():
        first = counters.read(facets.VERSION_COUNTER)
        assert facets.values() == {"chains": {"ethereum": 1}, "jurisdictions": {"LU": 1},
                                   "sub_categories": {"green_bond": 1}}
    _import(app, [product_row(id="acme-two", chains=["solana"], jurisdiction="LU", sub_category="gold")])
    with app.app_context():
        assert counters.read(facets.VERSION_COUNTER) == first + 1
        assert facets.values()["jurisdictions"] == {"LU": 2}
        assert facets.values()["sub_categories"] == {"gold": 1, "green_bond": 1}
        assert set(facets.values()["chains"]) == {"ethereum", "solana"}


def test_a_refused_import_does_not_move_the_version(app):
    _import(app, [product_row()])
    with app.app_context():
        before = counters.read(facets.VERSION_COUNTER)
    report = _import(app, [{"id": "x"}])
    assert report.rejected and not report.accepted
    with app.app_context():
        assert counters.read(facets.VERSION_COUNTER) == before


def test_points_keep_each_figure_on_its_own_date_whatever_the_import_day(app):
    _import(app, [product_row(apy=4.0, apy_as_of="2026-09-30", tvl_usd=1e6, tvl_as_of="2026-08-31")])
    _import(app, [product_row(apy=4.4, apy_as_of="2026-10-31", tvl_usd=1e6, tvl_as_of="2026-08-31")])
    _import(app, [product_row(apy=4.4, apy_as_of="2026-10-31", tvl_usd=None)])
    with app.app_context():
        product = db.session.get(Product, "acme-bond")
        assert product.points == {"apy": [["2026-09-30", 4.0], ["2026-10-31", 4.4]],
                                  "tvl_usd": [["2026-08-31", 1e6]]}


def test_names_chains_and_jurisdictions_are_normalised_for_search_and_filters(app, client):
    _import(app, [product_row(name="Acme Treasury Fund (ACMT)", chains=["Ethereum", " ethereum", "Base"],
                              jurisdiction="Royaume-Uni", platform="Acme Markets")])
    with app.app_context():
        product = db.session.get(Product, "acme-bond")
        assert product.ticker == "ACMT" and product.jurisdiction_code == "GB"
        assert product.chains == ["ethereum", "base"] and "acme markets" in product.search_text
    for query in ("q=acmt", "search=ACME%20MARKETS", "chain=eth", "jurisdiction=united%20kingdom"):
        assert [p["id"] for p in client.get(f"/api/compare?{query}").get_json()["products"]] == ["acme-bond"], query
    assert client.get("/api/compare?q=nothing-like-it").get_json()["products"] == []


def test_the_reference_catalogue_is_imported_again_only_when_the_shipped_file_changed(app, monkeypatch):
    shipped = {"as_of": "2026-11-01", "products": [product_row()]}
    monkeypatch.setattr(service, "load", lambda name: shipped)
    with app.app_context(), unit_of_work():
        assert service.seed_reference_catalogue().accepted == ["acme-bond"]
    with app.app_context(), unit_of_work():
        assert service.seed_reference_catalogue() is None
    shipped = {"as_of": "2026-11-02", "products": [product_row(apy=5.0)]}
    with app.app_context(), unit_of_work():
        assert service.seed_reference_catalogue().accepted == ["acme-bond"]
    with app.app_context():
        assert db.session.get(Product, "acme-bond").apy == 5.0
