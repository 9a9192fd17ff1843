"""The regulatory feed: shipped references with their dates and sources, the premium feed with its filters,
subscriptions, and changes that reach webhooks and re-score monitors in the same transaction."""

import json

import pytest

from app.platform.data import load
from app.platform.db import unit_of_work
from app.regulatory import service
from tests.conftest import bearer

SHIPPED = load("regulatory")["references"]


def _import(app, rows) -> service.ImportReport:
    with app.app_context(), unit_of_work():
        return service.import_references(rows)


def test_every_shipped_reference_is_dated_linked_and_sourced():
    assert len(SHIPPED) == 23 and len({r["id"] for r in SHIPPED}) == 23
    for ref in SHIPPED:
        assert ref["url"].startswith("https://") and ref["sources"] and ref["tags"], ref["id"]
        assert len(ref["date"]) == 10 and ref["jurisdiction"] in {"EU", "FR", "DE", "LU", "CH"}, ref["id"]


def test_the_feed_is_premium(feed, client, new_key):
    response = client.get("/api/v1/regulatory/feed", headers=bearer(new_key("free")))
    assert response.status_code == 403 and response.json["error"]["code"] == "premium_required"


def test_the_feed_is_newest_first_and_pages(feed, client, new_key):
    key = bearer(new_key("premium"))
    first = client.get("/api/v1/regulatory/feed?limit=5", headers=key).json
    dates = [r["date"] for r in first["references"]]
    assert first["total"] == 23 and dates == sorted(dates, reverse=True) and first["next"]
    assert first["disclaimer"] and first["as_of"] == "2026-11-22"
    second = client.get("/api/v1/regulatory/feed?limit=5&offset=5", headers=key).json
    assert not {r["id"] for r in first["references"]} & {r["id"] for r in second["references"]}


def test_a_member_states_feed_includes_the_eus_texts_and_filters_combine(feed, client, new_key):
    key = bearer(new_key("premium"))
    france = client.get("/api/v1/regulatory/feed?jurisdiction=FR&limit=100", headers=key).json["references"]
    assert {r["jurisdiction"] for r in france} == {"FR", "EU"}
    swiss = client.get("/api/v1/regulatory/feed?jurisdiction=CH&limit=100", headers=key).json["references"]
    assert [r["id"] for r in swiss] == ["ch-dlt-act"]
    aml = client.get("/api/v1/regulatory/feed?tag=aml&since=2025-01-01&limit=100", headers=key).json["references"]
    assert aml and all("aml" in r["tags"] and r["date"] >= "2025-01-01" for r in aml)
    assert {r["id"] for r in aml} == {r["id"] for r in SHIPPED if "aml" in r["tags"] and r["date"] >= "2025-01-01"}


@pytest.mark.parametrize("query", ["jurisdiction=fr1", "tag=crypto", "since=yesterday", "limit=0", "offset=-1",
                                   "since=2024-99-99", "since=\u0662\u0660\u0662\u0664-01-01"])
def test_bad_feed_queries_are_refused_with_the_field_named(feed, client, new_key, query):
    response = client.get(f"/api/v1/regulatory/feed?{query}", headers=bearer(new_key("premium")))
    assert response.status_code == 400 and response.json["error"]["details"]["fields"]


def test_importing_again_changes_nothing_and_announces_nothing(feed):
    report = _import(feed, SHIPPED)
    assert len(report.unchanged) == 23 and not (report.added or report.amended or report.events)


def test_a_bad_row_is_reported_and_the_others_are_kept(app):
    rows = [SHIPPED[0], {**SHIPPED[1], "url": "http://insecure.example.org"}, {"id": "x"}, "not a row", SHIPPED[2]]
    report = _import(app, rows)
    assert report.added == [SHIPPED[0]["id"], SHIPPED[2]["id"]] and len(report.rejected) == 3
    assert "url" in report.rejected[0]["errors"]


def test_subscribing_says_which_webhooks_will_receive_the_changes(feed, client, new_key):
    key = bearer(new_key("premium"))
    answer = client.post("/api/v1/regulatory/subscribe", headers=key, json={"jurisdictions": ["FR"], "tags": ["amf"]})
    assert answer.status_code == 200 and answer.json["webhooks"] == [] and "No active webhook" in answer.json["note"]
    again = client.post("/api/v1/regulatory/subscribe", headers=key, json={"tags": ["mica"]}).json
    assert again["jurisdictions"] == [] and again["tags"] == ["mica"]
    assert again["created_at"] == answer.json["created_at"]
    refused = client.post("/api/v1/regulatory/subscribe", headers=key, json={"tags": ["gossip"]})
    assert refused.status_code == 400


def test_the_cli_imports_a_file(feed, runner, tmp_path):
    amended = {**SHIPPED[0], "summary": SHIPPED[0]["summary"] + " Amended."}
    path = tmp_path / "refs.json"
    path.write_text(json.dumps({"references": [amended, {"id": "bad"}]}))
    out = runner.invoke(args=["regulatory", "import", str(path)]).output
    assert "0 added, 1 amended, 0 unchanged, 1 rejected" in out and "rejected bad" in out


def test_every_eu_member_states_feed_includes_the_eus_texts(feed, client, new_key):
    key = bearer(new_key("premium"))
    eu = {r["id"] for r in SHIPPED if r["jurisdiction"] == "EU"}
    for member in ("AT", "PL", "SE"):
        found = {r["id"] for r in client.get(f"/api/v1/regulatory/feed?jurisdiction={member}&limit=100",
                                              headers=key).json["references"]}
        assert found == eu, member


def test_a_row_with_too_many_tags_is_refused_alone(app):
    report = _import(app, [{**SHIPPED[0], "tags": ["mica"] * 60}, SHIPPED[1]])
    assert report.added == [SHIPPED[1]["id"]] and "tags" in report.rejected[0]["errors"]
    again = _import(app, [{**SHIPPED[2], "tags": ["mica", "mica", "esma"]}])
    assert again.added == [SHIPPED[2]["id"]]
