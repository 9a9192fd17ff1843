"""Exporting the screener view: every matching row as CSV or JSON, dated and sourced, safe in a spreadsheet."""

import csv
import io

from app.catalogue import export
from app.platform.db import unit_of_work
from tests.catalogue.factories import product
from tests.conftest import bearer, shipped_products


def _csv(response) -> list[dict]:
    return list(csv.DictReader(io.StringIO(response.get_data(as_text=True))))


def _as_cells(row: dict) -> dict:
    """A JSON row as the documented CSV rules write it: empty, true/false, items joined by ";", text as is."""
    def cell(value):
        if value is None:
            return ""
        if isinstance(value, bool):
            return str(value).lower()
        return ";".join(value) if isinstance(value, list) else str(value)
    return {k: cell(v) for k, v in row.items()}


def test_the_csv_parsed_back_equals_the_json(client, catalogue, demo_key):
    query = "asset_class=bonds,stablecoins&sort=tvl"
    as_json = client.get(f"/api/v1/products/export?format=json&{query}", headers=bearer(demo_key))
    as_csv = client.get(f"/api/v1/products/export?format=csv&{query}", headers=bearer(demo_key))
    assert as_json.status_code == as_csv.status_code == 200
    rows = as_json.json["products"]
    assert [_as_cells(r) for r in rows] == _csv(as_csv)
    assert list(_csv(as_csv)[0]) == as_json.json["columns"] == export.NAMES
    matching = sum(p["category"] in ("bonds", "stablecoins") for p in shipped_products())
    assert as_json.json["count"] == len(rows) == matching and as_json.json["cap"] == export.CAP


def test_every_figure_carries_its_date_and_source(client, catalogue, demo_key):
    rows = client.get("/api/v1/products/export?format=json", headers=bearer(demo_key)).json["products"]
    benji = next(r for r in rows if r["id"] == "franklin-benji-fobxx")
    assert benji["apy"] == 3.81 and benji["apy_as_of"] == "2025-11-13" and benji["apy_basis"] == "sec_7day_current"
    assert benji["tvl_as_of"] and benji["source_url"].startswith("https://") and benji["source_class"]
    assert benji["url"] == "http://hub.test/products/franklin-benji-fobxx" and benji["as_of"]
    for row in rows:
        assert row["apy_as_of"] is not None or row["apy"] is None
        assert (row["apy_stale"] is None) == (row["apy"] is None)
        assert (row["tvl_stale"] is None) == (row["tvl_usd"] is None) and row["source_url"] and row["as_of"]


def test_the_export_holds_every_matching_row_in_the_view_order_not_one_page(client, catalogue):
    rows = _csv(client.get("/export?format=csv&limit=10&page=3&sort=name"))
    assert len(rows) == len(shipped_products())
    assert [r["name"] for r in rows] == sorted((r["name"] for r in rows), key=str.lower)
    filtered = _csv(client.get("/export?chain=eth&jurisdiction=us&yield_min=3"))
    api = client.get("/api/compare?chain=eth&jurisdiction=us&yield_min=3&limit=100").json["products"]
    assert [r["id"] for r in filtered] == [p["id"] for p in api] and filtered
    assert all("ethereum" in r["chains"].split(";") and r["jurisdiction_code"] == "US" for r in filtered)


def test_files_are_named_and_typed(client, catalogue, demo_key):
    as_csv = client.get("/export?format=csv&asset_class=bonds")
    assert as_csv.headers["Content-Type"] == "text/csv; charset=utf-8"
    disposition = as_csv.headers["Content-Disposition"]
    assert disposition.startswith('attachment; filename="svc-screener-') and disposition.endswith('.csv"')
    as_json = client.get("/api/v1/products/export?format=json", headers=bearer(demo_key))
    assert as_json.headers["Content-Type"] == "application/json"
    assert as_json.headers["Content-Disposition"].endswith('.json"')
    assert client.get("/export").headers["Content-Type"].startswith("text/csv")  # csv unless asked otherwise


def test_cells_a_spreadsheet_would_run_as_formulas_are_written_as_text(app, client):
    with app.app_context(), unit_of_work():
        product(name='=HYPERLINK("http://evil.example","x")', platform="+cmd", fees="-2+3", notes="@SUM(A1)",
                issuer="@Acme")
    row = _csv(client.get("/export?format=csv"))[0]
    assert row["name"] == '\'=HYPERLINK("http://evil.example","x")'
    assert row["platform"] == "'+cmd" and row["fees"] == "'-2+3" and row["issuer"] == "'@Acme"
    assert export.cell(-1.5) == "-1.5" and export.cell("\tx") == "'\tx" and export.cell(["=a", "b"]) == "'=a;b"
    raw = client.get("/export?format=json").json["products"][0]
    assert raw["name"].startswith("=HYPERLINK")  # JSON carries the value itself


def test_past_the_cap_the_export_refuses_rather_than_cut_silently(client, catalogue, demo_key, monkeypatch):
    monkeypatch.setattr(export, "CAP", 20)
    refused = client.get("/api/v1/products/export?asset_class=bonds", headers=bearer(demo_key))
    assert refused.status_code == 400 and refused.json["error"]["code"] == "export_too_large"
    bonds = sum(p["category"] == "bonds" for p in shipped_products())
    assert refused.json["error"]["details"] == {"matched": bonds, "limit": 20}
    assert client.get("/export?asset_class=bonds").status_code == 400
    real_estate = sum(p["category"] == "real_estate" for p in shipped_products())
    assert 0 < real_estate <= 20  # under the cap: the whole class comes
    assert len(_csv(client.get("/export?asset_class=real_estate"))) == real_estate


def test_bad_export_requests_answer_400_and_the_api_needs_a_key(client, catalogue, demo_key):
    assert client.get("/api/v1/products/export").status_code == 401
    for query in ("format=xlsx", "sort=vibes", "yield_min=abc"):
        response = client.get(f"/api/v1/products/export?{query}", headers=bearer(demo_key))
        assert response.status_code == 400 and response.json["error"]["code"] == "validation_error", query
        assert client.get(f"/export?{query}").status_code == 400


def test_the_export_is_documented_with_both_formats(client):
    spec = client.get("/svc-openapi.json").json
    operation = spec["paths"]["/api/v1/products/export"]["get"]
    assert {"text/csv", "application/json"} <= set(operation["responses"]["200"]["content"])
    assert {p["name"] for p in operation["parameters"]} >= {"format", "asset_class", "chain_or_region", "search"}
    assert set(spec["components"]["schemas"]["ExportRow"]["properties"]) == set(export.NAMES)
