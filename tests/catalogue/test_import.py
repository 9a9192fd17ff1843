"""flask catalogue import: CSV or JSON, row by row, a summary with reasons, nothing half-written."""

import json

from app.catalogue.models import Product, ProductChain, ProductSnapshot
from app.extensions import db
from tests.catalogue.factories import product_row
from tests.conftest import shipped_products

HEADER = "id,name,issuer,platform,category,chains,jurisdiction,apy,apy_basis,apy_as_of,source_url,as_of,kyc_to_hold\n"
GOOD = "acme-bond,Acme Bond Token,Acme SA,AcmeChain,bonds,ethereum;polygon,LU,4.2,target,2026-10-01,https://acme.example.org/bond,2026-11-01,true\n"
BAD_CATEGORY = "acme-x,Acme X,Acme SA,,tulips,,,,,,https://acme.example.org/x,2026-11-01,\n"
BAD_APY = "acme-y,Acme Y,Acme SA,,bonds,,,-1,,,https://acme.example.org/y,2026-11-01,\n"


def _products(app):
    with app.app_context():
        return {p.id: p for p in db.session.query(Product)}


def test_csv_import_writes_valid_rows_and_lists_rejected_ones_with_reasons(app, runner, tmp_path):
    path = tmp_path / "products.csv"
    path.write_text(HEADER + GOOD + BAD_CATEGORY + BAD_APY)
    result = runner.invoke(args=["catalogue", "import", str(path)])
    assert result.exit_code == 0, result.output
    assert "1 accepted, 2 rejected" in result.output
    assert "row 2 (acme-x): category" in result.output and "row 3 (acme-y): apy" in result.output
    products = _products(app)
    assert set(products) == {"acme-bond"}
    bond = products["acme-bond"]
    assert bond.chains == ["ethereum", "polygon"] and bond.apy == 4.2 and bond.kyc_to_hold is True
    assert bond.redeemable is None and bond.risk_tier == "satellite" and bond.issuer_key == "acme"


def test_json_import_updates_existing_rows_and_keeps_a_dated_snapshot_each_time(app, runner, tmp_path):
    row = product_row()
    path = tmp_path / "products.json"
    path.write_text(json.dumps({"products": [row]}))
    assert runner.invoke(args=["catalogue", "import", str(path)]).exit_code == 0
    path.write_text(json.dumps([{**row, "apy": 4.4}]))
    assert runner.invoke(args=["catalogue", "import", str(path)]).exit_code == 0
    assert _products(app)["acme-bond"].apy == 4.4
    with app.app_context():
        assert [s.apy for s in db.session.query(ProductSnapshot).order_by(ProductSnapshot.id)] == [4.0, 4.4]


def test_duplicate_ids_in_one_file_are_rejected(app, runner, tmp_path):
    path = tmp_path / "dupes.csv"
    path.write_text(HEADER + GOOD + GOOD)
    result = runner.invoke(args=["catalogue", "import", str(path)])
    assert "1 accepted, 1 rejected" in result.output and "Appears twice" in result.output


def test_unreadable_or_wholly_invalid_files_fail_and_write_nothing(app, runner, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert runner.invoke(args=["catalogue", "import", str(broken)]).exit_code != 0
    invalid = tmp_path / "invalid.csv"
    invalid.write_text(HEADER + BAD_CATEGORY)
    assert runner.invoke(args=["catalogue", "import", str(invalid)]).exit_code == 1
    assert _products(app) == {}


def test_seed_loads_the_reference_catalogue_once(app, runner):
    first = runner.invoke(args=["seed"])
    assert f"reference catalogue, {len(shipped_products())} accepted, 0 rejected" in first.output
    assert "reference catalogue" not in runner.invoke(args=["seed"]).output
    assert len(_products(app)) == len(shipped_products())


def test_chains_are_normalised_before_duplicates_are_removed(app, runner, tmp_path):
    path = tmp_path / "chains.json"
    path.write_text(json.dumps([{"id": "acme-bond", "name": "Acme Bond", "issuer": "Acme SA", "category": "bonds",
                                 "source_url": "https://acme.example.org/bond", "as_of": "2026-11-01",
                                 "chains": ["Ethereum", "ethereum ", "Polygon"]}]))
    result = runner.invoke(args=["catalogue", "import", str(path)])
    assert "1 accepted" in result.output and _products(app)["acme-bond"].chains == ["ethereum", "polygon"]


def test_over_long_values_are_rejected_rows_not_database_errors(app, runner, tmp_path):
    path = tmp_path / "long.json"
    path.write_text(json.dumps([{"id": "acme-bond", "name": "Acme Bond", "issuer": "Acme SA", "category": "bonds",
                                 "source_url": "https://acme.example.org/bond", "as_of": "2026-11-01",
                                 "platform": "x" * 500}]))
    result = runner.invoke(args=["catalogue", "import", str(path)])
    assert result.exit_code == 1 and "platform" in result.output and _products(app) == {}


def test_an_unchanged_import_adds_no_history_point(app, runner, tmp_path):
    path = tmp_path / "same.json"
    path.write_text(json.dumps([{"id": "acme-bond", "name": "Acme Bond", "issuer": "Acme SA", "category": "bonds",
                                 "source_url": "https://acme.example.org/bond", "as_of": "2026-11-01", "apy": 4.0}]))
    for _ in range(3):
        runner.invoke(args=["catalogue", "import", str(path)])
    with app.app_context():
        assert db.session.query(ProductSnapshot).count() == 1


def test_a_tvl_by_chain_is_kept_with_the_product_and_read_from_a_csv_cell(app, runner, tmp_path):
    path = tmp_path / "split.csv"
    path.write_text("id,name,issuer,category,chains,tvl_usd,tvl_as_of,chain_tvl_usd,source_url,as_of\n"
                    "acme-usd,Acme Dollar,Acme SA,stablecoins,Ethereum;xrpl,1260000000,2025-12,ethereum=1030000000,"
                    "https://acme.example.org/usd,2026-11-01\n")
    assert "1 accepted, 0 rejected" in runner.invoke(args=["catalogue", "import", str(path)]).output
    product = _products(app)["acme-usd"]
    assert product.chain_tvl_usd == {"ethereum": 1.03e9}
    with app.app_context():
        rows = db.session.query(ProductChain).filter_by(product_id="acme-usd").order_by(ProductChain.position)
        assert [(r.chain, r.tvl_usd) for r in rows] == [("ethereum", 1.03e9), ("xrpl", None)]


def test_a_tvl_by_chain_off_the_product_s_chains_above_its_tvl_or_without_one_is_refused(app):
    from app.catalogue import service
    from app.platform.db import unit_of_work

    rows = [product_row(id="acme-off", tvl_usd=10.0, tvl_as_of="2026-10-31", chain_tvl_usd={"solana": 5.0}),
            product_row(id="acme-over", tvl_usd=10.0, tvl_as_of="2026-10-31", chains=["ethereum", "base"],
                        chain_tvl_usd={"ethereum": 6.0, "base": 5.0}),
            product_row(id="acme-none", chain_tvl_usd={"ethereum": 5.0})]
    with app.app_context(), unit_of_work():
        report = service.import_rows(rows)
    reasons = {r["id"]: r["reasons"]["chain_tvl_usd"] for r in report.rejected}
    assert reasons == {"acme-off": ["'solana' is not one of the product's chains."],
                       "acme-over": ["The chains' TVLs add up to more than tvl_usd."],
                       "acme-none": ["A TVL by chain needs the product's tvl_usd."]}
    assert not report.accepted and not _products(app)


def test_an_id_that_names_a_route_beside_the_product_is_refused(app, runner, tmp_path):
    """`/api/v1/products/export` is the export: a product called `export` could never be read, so it is refused, and
    the OpenAPI's product_id pattern says so to every client."""
    path = tmp_path / "reserved.csv"
    path.write_text(HEADER + GOOD.replace("acme-bond", "export", 1))
    result = runner.invoke(args=["catalogue", "import", str(path)])
    assert result.exit_code == 1 and "row 1 (export): id" in result.output
    spec = app.test_client().get("/svc-openapi.json").json
    (param,) = [p for p in spec["paths"]["/api/v1/products/{product_id}"]["parameters"] if p["name"] == "product_id"]
    assert "(?!export$)" in param["schema"]["pattern"]
