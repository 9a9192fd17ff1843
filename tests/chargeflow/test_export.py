"""The export of a key's units: JSON or CSV, filtered, at most 5000, streamed; shield=1 anchors its SHA-256."""

import csv
import hashlib
import io
import json


def _three(minted) -> list:
    """Two solar sessions (the first retired) and a water flow of the premium key, oldest first."""
    return [minted("e", attributes={"generation_source": "solar"}, external_session_id=f"S-{i}", retired=i == 0)
            for i in range(2)] + [minted("w")]


def test_the_csv_export_parses_back_with_every_column(client, minted, premium):
    made = _three(minted)
    response = client.get("/api/v1/chargeflow/export?format=csv", headers=premium)
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"].startswith('attachment; filename="chargeflow-units-')
    rows = list(csv.DictReader(io.StringIO(response.get_data(as_text=True))))
    assert [r["id"] for r in rows] == [u.id for u in reversed(made)]  # newest first
    first = next(r for r in rows if r["id"] == made[0].id)
    assert first["status"] == "retired" and first["content_hash"] == made[0].content_hash
    assert first["quantity"] == "42.5" and first["unit"] == "kWh" and first["country"] == "FR"
    assert first["generation_source"] == "solar" and first["demo"] == "false" and first["retired_at"]
    assert next(r for r in rows if r["kind"] == "w")["unit"] == "m3"


def test_the_json_export_is_one_document_with_its_filters_and_count(client, minted, premium):
    _three(minted)
    document = json.loads(client.get("/api/v1/chargeflow/export?kind=e&status=active", headers=premium).data)
    assert document["schema"] == "svc.chargeflow.export.v1" and document["filters"] == {"kind": "e",
                                                                                          "status": "active"}
    assert document["count"] == 1 == len(document["units"]) and document["total"] == 1
    assert document["truncated"] is False and document["units"][0]["kind"] == "e"


def test_the_json_export_gives_demo_as_a_boolean_and_the_csv_as_text(client, minted, premium):
    _three(minted)
    units = json.loads(client.get("/api/v1/chargeflow/export?format=json", headers=premium).data)["units"]
    assert [u["demo"] for u in units] == [False, False, False]
    rows = list(csv.DictReader(io.StringIO(client.get("/api/v1/chargeflow/export?format=csv",
                                                      headers=premium).get_data(as_text=True))))
    assert [r["demo"] for r in rows] == ["false", "false", "false"]


def test_the_export_stops_at_its_maximum_and_says_so(client, minted, premium, monkeypatch):
    from app.chargeflow import export

    _three(minted)
    monkeypatch.setattr(export, "EXPORT_MAX", 2)
    response = client.get("/api/v1/chargeflow/export", headers=premium)
    document = json.loads(response.data)
    assert document["count"] == 2 and document["total"] == 3 and document["truncated"] is True
    assert response.headers["X-SVC-Export-Truncated"] == "true" and response.headers["X-Total-Count"] == "3"


def test_an_anchored_export_carries_its_receipt_and_the_verify_door_finds_the_file(client, minted, premium):
    _three(minted)
    response = client.get("/api/v1/chargeflow/export?format=csv&shield=1", headers=premium)
    data = response.data
    digest = hashlib.sha256(data).hexdigest()
    assert response.headers["X-SVC-Content-SHA256"] == digest
    receipt_id = response.headers["X-SVC-Anchor-Receipt"]
    assert receipt_id.startswith("rcp_") and 'rel="svc-anchor-receipt"' in response.headers["Link"]
    receipt = client.get(f"/api/v1/shield/receipts/{receipt_id}").json
    assert receipt["hash"] == digest and receipt["kind"] == "export"
    found = client.post("/api/v1/verify/file", data={"file": (io.BytesIO(data), "units.csv")},
                        content_type="multipart/form-data").json
    assert found["anchoring"]["anchored"] is True and found["anchoring"]["receipt_id"] == receipt_id


def test_export_arguments_are_checked_and_the_export_is_premium(client, new_key, premium):
    from tests.conftest import bearer

    bad = client.get("/api/v1/chargeflow/export?format=xml", headers=premium)
    assert bad.status_code == 400 and "query.format" in bad.json["error"]["details"]["fields"]
    free = client.get("/api/v1/chargeflow/export", headers=bearer(new_key("free")))
    assert free.status_code == 403 and free.json["error"]["code"] == "premium_required"


def test_csv_cells_that_would_run_as_spreadsheet_formulas_are_escaped(client, minted, premium):
    minted("e", operator_id="=HYPERLINK(1)", external_session_id="@SUM(1)")
    rows = list(csv.DictReader(io.StringIO(client.get("/api/v1/chargeflow/export?format=csv",
                                                      headers=premium).get_data(as_text=True))))
    assert rows[0]["operator_id"] == "'=HYPERLINK(1)" and rows[0]["external_id"] == "'@SUM(1)"


def test_the_export_still_streams_to_a_client_that_takes_gzip(client, minted, premium):
    _three(minted)
    response = client.get("/api/v1/chargeflow/export?format=csv", headers={**premium, "Accept-Encoding": "gzip, br"},
                          buffered=False)
    assert response.status_code == 200 and response.is_streamed and "Content-Encoding" not in response.headers
    assert len(list(csv.DictReader(io.StringIO(b"".join(response.response).decode())))) == 3
    response.close()
