"""Jurisdictions and the tokenization checklist, served from app/data/ with their sources."""

from tests.conftest import bearer

DIMENSIONS = ["legal_structure", "kyc_aml", "mica_compliance", "data_room", "investor_protection"]


def test_jurisdictions_list_the_covered_regimes_with_sources(client, demo_key):
    body = client.get("/api/v1/jurisdictions", headers=bearer(demo_key)).json
    codes = [j["code"] for j in body["jurisdictions"]]
    assert {"EU", "FR", "DE", "LU", "CH"} <= set(codes) and body["total"] == len(codes)
    for row in body["jurisdictions"]:
        assert row["regulator"] and row["regime"] and isinstance(row["mica_applicable"], bool)
        assert row["sources"] and all(s["url"].startswith("https://") for s in row["sources"])
    assert body["as_of"]


def test_jurisdictions_filter_on_mica_applicability(client, demo_key):
    outside = client.get("/api/v1/jurisdictions?mica_applicable=false", headers=bearer(demo_key)).json
    assert [j["code"] for j in outside["jurisdictions"]] == ["CH"]


def test_one_jurisdiction_by_code_and_unknown_is_404(client, demo_key):
    assert client.get("/api/v1/jurisdictions/fr", headers=bearer(demo_key)).json["regulator"].startswith("AMF")
    missing = client.get("/api/v1/jurisdictions/XX", headers=bearer(demo_key))
    assert missing.status_code == 404 and missing.json["error"]["code"] == "not_found"


def test_checklist_covers_the_five_dimensions_with_reasons_and_sources(client, demo_key):
    body = client.get("/api/v1/checklist", headers=bearer(demo_key)).json
    assert body["dimensions"] == DIMENSIONS
    assert {i["dimension"] for i in body["items"]} == set(DIMENSIONS)
    ids = [i["id"] for i in body["items"]]
    assert len(ids) == len(set(ids))
    assert all(i["why"] and i["sources"] for i in body["items"])


def test_checklist_filters_by_dimension(client, demo_key):
    body = client.get("/api/v1/checklist?dimension=kyc_aml", headers=bearer(demo_key)).json
    assert body["total"] >= 2 and {i["dimension"] for i in body["items"]} == {"kyc_aml"}


def test_reference_data_needs_a_key(client):
    assert client.get("/api/v1/checklist").status_code == 401
