"""The green reads: a project's carbon quality and the registry lookup, public with a daily limit per address
when no key is sent, on the key's quota when one is; bad serials refused with the part named."""

import pytest

from tests.conftest import bearer


def test_a_projects_carbon_quality_shows_each_factor_its_ratings_and_its_source(client):
    body = client.get("/api/green/carbon-quality/verra-1477").json
    assert body["name"].startswith("Katingan") and 0 <= body["cqs"] <= 100
    assert sum(f["weight"] for f in body["factors"]) == 100 and all(f["basis"] for f in body["factors"])
    assert body["ratings"][0]["grade"] == "A" and "BeZero" in body["raters_note"]
    assert body["registry_links"]["project"].endswith("/VCS/1477")
    assert body["source"]["class"] == "aggregator" and body["source"]["as_of"] == "undated"
    assert body["disclaimer"] and body["as_of"] == "2026-11-22"


def test_an_unknown_project_is_a_404(client):
    response = client.get("/api/green/carbon-quality/verra-0")
    assert response.status_code == 404 and response.json["error"]["code"] == "not_found"


def test_a_serial_of_a_known_project_gives_its_block_and_its_score(client):
    serial = "9660-115597313-115618057-VCS-VCU-261-VER-ID-14-1477-01012019-31122019-0"
    body = client.get(f"/api/green/registry?serial={serial}").json
    assert body["serial"]["quantity"] == 20_745 and body["serial"]["country"] == "ID"
    assert body["serial"]["parts"]["sectoral_scope"] == "14" and body["project"]["id"] == "verra-1477"
    assert body["registry_links"]["project"].endswith("/VCS/1477")


def test_a_well_formed_serial_of_an_unknown_project_says_so_without_a_score(client):
    body = client.get("/api/green/registry?serial=GS1-1-KE-GS7495-16-2025-30645-608-30350").json
    assert body["project"] is None and body["serial"]["quantity"] == 29_743 and "no data" in body["note"]


@pytest.mark.parametrize(("query", "code"), [
    ("serial=VCS-abc", "invalid_serial"), ("serial=123-456", "invalid_serial"),
    ("serial=9660-115597313-115618057-VCS-VCU-261-VER-ID-\u00b2-1477-01012019-31122019-0", "invalid_serial"),
    ("serial=VCS-\u0661\u0662", "invalid_serial"),
    ("serial=1-1-" + "9" * 40 + "-VCS-VCU-1-VER-ID-14-1-01012019-31122019-0", "invalid_serial"),
    ("serial=GS1&registry=isometric", "validation_error"), ("", "validation_error")])
def test_bad_lookups_are_400_with_the_field_named(client, query, code):
    response = client.get(f"/api/green/registry?{query}")
    assert response.status_code == 400 and response.json["error"]["code"] == code


def test_anonymous_reads_have_a_daily_window_and_a_key_counts_on_its_quota_instead(make_app, _migrated, new_key):
    app = make_app(SVC_GREEN_ANON_LIMIT="2/day")
    client = app.test_client()
    assert [client.get("/api/green/carbon-quality/verra-674").status_code for _ in range(3)] == [200, 200, 429]
    key = new_key("free")
    keyed = client.get("/api/green/carbon-quality/verra-674", headers=bearer(key))
    assert keyed.status_code == 200 and keyed.headers["X-RateLimit-Limit"] == "1000"


def test_the_shared_demo_key_goes_through_the_anonymous_window(make_app, _migrated):
    from app.keys.service import ensure_demo_key
    from app.platform.db import unit_of_work

    app = make_app(SVC_GREEN_ANON_LIMIT="2/day")
    with app.app_context(), unit_of_work():
        ensure_demo_key()
    client = app.test_client()
    demo = bearer("svc_pk_test_demo")
    codes = [client.get("/api/green/carbon-quality/verra-674", headers=demo).status_code for _ in range(3)]
    assert codes == [200, 200, 429]
