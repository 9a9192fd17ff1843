"""The comparison's signed documents at the verify door: a shortlist snapshot and a comparison result are judged
by their content hashed again, never by the hash they carry; the report PDF is the file the hub served."""

import copy

import pytest

from tests.conftest import bearer
from tests.support import changed_byte, drop

IDS = ["blackrock-buidl", "ondo-ousg"]


def _shortlist(client, catalogue):
    response = client.post("/api/compare", json={"product_ids": IDS})
    assert response.status_code == 200, response.json
    return response.json


def _result(client, new_key):
    response = client.post("/api/v1/compare", json={"product_ids": IDS}, headers=bearer(new_key("premium")))
    assert response.status_code == 200, response.json
    return response.json


def test_a_shortlist_snapshot_as_issued_is_valid(client, catalogue):
    answer = drop(client, _shortlist(client, catalogue))
    assert answer["verdict"] == "valid" and answer["valid"] and answer["kind"] == "compare-shortlist"
    assert answer["hmac"] is True and answer["ed25519"] is True and answer["reasons"] == []
    assert answer["document"]["schema"] == "svc.compare.shortlist.v1"


@pytest.mark.parametrize("what, change", [
    ("a figure: an APY", lambda d: d["products"][0].update(apy=9.99)),
    ("a name", lambda d: d["products"][1].update(name="Another fund")),
    ("a date", lambda d: d.update(taken_at="2020-01-01T00:00:00Z")),
    ("a citation's date", lambda d: d["citations"][0].update(as_of="2019-12-31")),
    ("a signed field removed", lambda d: d.pop("drift")),
])
def test_a_shortlist_snapshot_with_a_change_is_invalid_content_changed(client, catalogue, what, change):
    document = copy.deepcopy(_shortlist(client, catalogue))
    change(document)
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and not answer["valid"], what
    assert answer["reasons"][0] == "content_changed" and answer["hmac"] is None


def test_a_field_outside_the_signature_is_named_not_judged(client, catalogue):
    document = {**_shortlist(client, catalogue), "guarantee": "capital guaranteed"}
    answer = drop(client, document)
    assert answer["valid"] and answer["unsigned_fields"] == ["guarantee"]


def test_a_rehashed_document_without_the_hubs_key_fails_its_signature(client, catalogue):
    from app.compare.signed import SHORTLIST_FIELDS
    from app.platform.signing import content_hash

    document = _shortlist(client, catalogue)
    document["products"][0]["apy"] = 9.99
    document["content_hash"] = content_hash({k: document[k] for k in SHORTLIST_FIELDS})
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["hmac"] is False and answer["ed25519"] is False
    assert "hmac_mismatch" in answer["reasons"] and "content_changed" not in answer["reasons"]


def test_a_comparison_result_is_signed_and_valid_as_issued(client, catalogue, new_key):
    result = _result(client, new_key)
    assert result["schema"] == "svc.compare.result.v1" and len(result["content_hash"]) == 64
    answer = drop(client, result)
    assert answer["verdict"] == "valid" and answer["kind"] == "compare-result", answer


@pytest.mark.parametrize("what, change", [
    ("a figure: a TVL", lambda d: d["products"][0].update(tvl_usd=1.0)),
    ("a name", lambda d: d["products"][0].update(name="Renamed fund")),
    ("a date", lambda d: d["products"][1].update(apy_as_of="2026-11-25")),
    ("a mark", lambda d: d["comparison"]["highlights"]["transparency_score"].__setitem__(
        0, "worst" if d["comparison"]["highlights"]["transparency_score"][0] != "worst" else None)),
    ("the time", lambda d: d.update(fetched_at="2026-01-01T00:00:00Z")),
])
def test_a_comparison_result_with_a_change_is_invalid_content_changed(client, catalogue, new_key, what, change):
    document = copy.deepcopy(_result(client, new_key))
    change(document)
    answer = drop(client, document)
    assert answer["verdict"] == "invalid" and answer["reasons"][0] == "content_changed", what


def test_the_report_pdf_as_served_is_valid_and_says_which_document_it_is(client, catalogue):
    response = client.get("/api/compare/report/pdf", query_string={"compare": ",".join(IDS), "locale": "en"})
    assert response.status_code == 200
    answer = drop(client, response.data, "report.pdf")
    assert answer["verdict"] == "valid" and answer["kind"] == "compare-report" and answer["hmac"] is True
    assert answer["content_hash"] == response.headers["X-SVC-Content-Hash"]
    document = answer["document"]
    assert document["issued_by_hub"] is True and document["issued_at"] and document["file_issued_at"].endswith("Z")
    assert "/compare/verify?" in document["page_url"]


def test_the_report_pdf_with_one_byte_changed_is_not_valid(client, catalogue):
    response = client.get("/api/compare/report/pdf", query_string={"compare": ",".join(IDS), "locale": "fr"})
    answer = drop(client, changed_byte(response.data), "report.pdf")
    assert answer["valid"] is False and answer["verdict"] == "invalid" and answer["reasons"] == ["file_changed"]
    assert answer["document"]["issued_by_hub"] is False  # it names the report it claims to be, unconfirmed
    assert answer["content_hash"] == response.headers["X-SVC-Content-Hash"]
