"""Bearer keys on protected routes: missing, unknown, revoked and non-premium keys."""

import pytest
from flask import jsonify

from app.platform.auth import require_premium
from tests.conftest import bearer


def test_protected_route_without_key_is_401_missing_api_key(client):
    response = client.get("/api/v1/jurisdictions")
    assert response.status_code == 401
    assert response.json["error"]["code"] == "missing_api_key"
    assert response.headers["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize("header", ["Bearer svc_pk_live_unknown", "Bearer nonsense", "Basic abc", "Bearer"])
def test_unknown_or_malformed_key_is_401(client, header):
    response = client.get("/api/v1/jurisdictions", headers={"Authorization": header})
    assert response.status_code == 401
    assert response.json["error"]["code"] in ("invalid_api_key", "missing_api_key")


def test_unknown_key_is_invalid_api_key(client):
    response = client.get("/api/v1/jurisdictions", headers=bearer("svc_pk_live_" + "a" * 32))
    assert response.json["error"]["code"] == "invalid_api_key"


@pytest.fixture
def premium_app(make_app, _migrated):
    application = make_app()

    @application.get("/api/v1/_premium")
    @require_premium
    def premium_only():
        return jsonify({"ok": True})

    @application.get("/api/v1/_premium_402")
    @require_premium(status=402)
    def premium_402():
        return jsonify({"ok": True})

    return application


@pytest.mark.parametrize("tier,status", [("free", 403), ("premium", 200), ("enterprise", 200)])
def test_premium_rule_lets_only_paid_tiers_through(premium_app, new_key, tier, status):
    response = premium_app.test_client().get("/api/v1/_premium", headers=bearer(new_key(tier)))
    assert response.status_code == status
    if status == 403:
        assert response.json["error"]["code"] == "premium_required"


def test_demo_key_is_not_premium(premium_app, demo_key):
    response = premium_app.test_client().get("/api/v1/_premium", headers=bearer(demo_key))
    assert response.status_code == 403 and response.json["error"]["details"]["tier"] == "demo"


def test_premium_rule_can_answer_402_where_the_contract_says_so(premium_app, new_key):
    response = premium_app.test_client().get("/api/v1/_premium_402", headers=bearer(new_key()))
    assert response.status_code == 402 and response.json["error"]["code"] == "premium_required"
