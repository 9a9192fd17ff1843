"""flask catalogue refresh: a live source on loopback, and the fallback to the cache with drift."""

import json

from app.catalogue.models import Product
from app.extensions import db
from tests.conftest import shipped_products

LIVE = [{"id": "ondo-usdy", "name": "Ondo US Dollar Yield (USDY)", "issuer": "Ondo", "category": "bonds",
         "apy": 4.9, "apy_basis": "issuer_reported_apy", "apy_as_of": "2026-11-20", "tvl_usd": 700000000,
         "tvl_as_of": "2026-11-20", "source_url": "https://ondo.example.org/usdy", "as_of": "2026-11-20"}]


def _shortlist_drift(client, ids):
    return {(d["kind"], d["product_id"]) for d in client.post("/api/compare", json={"product_ids": ids}).json["drift"]}


def test_refresh_pulls_the_live_source_and_marks_rows_live(make_app, _migrated, catalogue, fake_https):
    fake_https.routes["/catalogue.json"] = (200, json.dumps({"products": LIVE}).encode())
    app = make_app(CATALOGUE_SOURCE_URL=f"{fake_https.url}/catalogue.json", **fake_https.settings())
    result = app.test_cli_runner().invoke(args=["catalogue", "refresh"])
    missing = len(shipped_products()) - 1
    assert result.exit_code == 0 and f"1 accepted, 0 rejected, {missing} missing from the source" in result.output
    with app.app_context():
        usdy = db.session.get(Product, "ondo-usdy")
        assert (usdy.source_type, usdy.apy, usdy.apy_as_of) == ("live", 4.9, "2026-11-20")
    client = app.test_client()
    assert client.get("/api/compare?source=live").json["total"] == 1
    drift = _shortlist_drift(client, ["ondo-usdy", "circle-usdc"])
    assert ("slug_missing", "circle-usdc") in drift and not any(p == "ondo-usdy" for _, p in drift)
    history = client.get("/products/ondo-usdy").get_data(as_text=True)
    assert "2 dated snapshots" in history


def test_a_failing_source_keeps_the_cache_and_says_stale_cache(make_app, _migrated, catalogue, fake_https):
    fake_https.routes["/catalogue.json"] = (503, b"down")
    app = make_app(CATALOGUE_SOURCE_URL=f"{fake_https.url}/catalogue.json", **fake_https.settings())
    result = app.test_cli_runner().invoke(args=["catalogue", "refresh"])
    assert result.exit_code == 1 and "HTTP 503" in result.output
    client = app.test_client()
    assert client.get("/api/compare").json["total"] == len(shipped_products())
    assert ("stale_cache", "circle-usdc") in _shortlist_drift(client, ["circle-usdc", "ondo-usdy"])


def test_the_source_must_be_https_and_json(make_app, _migrated, catalogue, fake_https):
    fake_https.routes["/bad.json"] = (200, b"<html>")
    for url, reason in ((f"{fake_https.url}/bad.json", "did not send JSON"),
                        ("http://127.0.0.1:9/catalogue.json", "scheme_not_allowed")):
        app = make_app(CATALOGUE_SOURCE_URL=url, **fake_https.settings())
        assert reason in app.test_cli_runner().invoke(args=["catalogue", "refresh"]).output


def test_without_a_source_the_snapshot_is_served(runner, catalogue):
    assert "serving the dated snapshot" in runner.invoke(args=["catalogue", "refresh"]).output
