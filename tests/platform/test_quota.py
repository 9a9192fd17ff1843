"""Monthly key quotas: counted per request, reset each UTC month, never passed under concurrency."""

from datetime import UTC, datetime

import time_machine

from tests.conftest import bearer


def test_authenticated_responses_carry_the_key_quota_headers(client, new_key):
    key = new_key()
    first = client.get("/api/v1/jurisdictions", headers=bearer(key))
    second = client.get("/api/v1/checklist", headers=bearer(key))
    assert first.headers["X-RateLimit-Limit"] == "1000"
    assert first.headers["X-RateLimit-Remaining"] == "999"
    assert second.headers["X-RateLimit-Remaining"] == "998"


def test_quota_reset_header_is_the_start_of_the_next_utc_month(client, new_key):
    key = new_key()
    with time_machine.travel(datetime(2026, 12, 31, 23, 59, tzinfo=UTC), tick=False):
        response = client.get("/api/v1/jurisdictions", headers=bearer(key))
    assert response.headers["X-RateLimit-Reset"] == str(int(datetime(2027, 1, 1, tzinfo=UTC).timestamp()))


def test_past_the_quota_the_key_gets_429_quota_exceeded_until_next_month(make_app, _migrated, new_key):
    client = make_app(SVC_QUOTAS={"free": 3, "demo": 3, "premium": 10, "enterprise": 10}).test_client()
    key = new_key()
    with time_machine.travel(datetime(2026, 11, 30, 12, tzinfo=UTC), tick=False):
        statuses = [client.get("/api/v1/jurisdictions", headers=bearer(key)).status_code for _ in range(5)]
        refused = client.get("/api/v1/checklist", headers=bearer(key))
    assert statuses == [200, 200, 200, 429, 429]
    assert refused.json["error"]["code"] == "quota_exceeded"
    assert refused.headers["X-RateLimit-Remaining"] == "0"
    assert int(refused.headers["Retry-After"]) == 12 * 3600
    with time_machine.travel(datetime(2026, 12, 1, 0, 0, 1, tzinfo=UTC), tick=False):
        renewed = client.get("/api/v1/jurisdictions", headers=bearer(key))
    assert renewed.status_code == 200 and renewed.headers["X-RateLimit-Remaining"] == "2"


def test_quotas_are_per_key_and_the_demo_key_shares_one(make_app, _migrated, new_key, demo_key):
    client = make_app(SVC_QUOTAS={"free": 5, "demo": 2, "premium": 10, "enterprise": 10}).test_client()
    assert client.get("/api/v1/jurisdictions", headers=bearer(new_key())).headers["X-RateLimit-Limit"] == "5"
    assert client.get("/api/v1/jurisdictions", headers=bearer(demo_key)).status_code == 200
    assert client.get("/api/v1/jurisdictions", headers=bearer(demo_key)).status_code == 200
    assert client.get("/api/v1/jurisdictions", headers=bearer(demo_key)).status_code == 429
    assert client.get("/api/v1/jurisdictions", headers=bearer(new_key())).status_code == 200


def test_premium_quota_is_configurable(make_app, _migrated, new_key):
    client = make_app(SVC_QUOTAS={"free": 5, "demo": 5, "premium": 7, "enterprise": 9}).test_client()
    assert client.get("/api/v1/checklist", headers=bearer(new_key("premium"))).headers["X-RateLimit-Limit"] == "7"
    assert client.get("/api/v1/checklist",
                      headers=bearer(new_key("enterprise"))).headers["X-RateLimit-Limit"] == "9"


def test_rejected_keys_consume_nothing(client, new_key):
    key = new_key()
    client.get("/api/v1/jurisdictions", headers=bearer("svc_pk_live_" + "b" * 32))
    assert client.get("/api/v1/keys/current", headers=bearer(key)).json["quota"]["used"] == 0


def test_old_quota_counters_are_pruned(app, new_key):
    from app.platform.db import unit_of_work
    from app.platform.models import QuotaUsage
    from app.platform.quota import prune_old_periods

    new_key()
    with app.app_context(), unit_of_work() as session:
        from app.platform.models import ApiKey

        key_id = session.query(ApiKey).one().id
        session.add_all([QuotaUsage(key_id=key_id, period="2020-01", count=5),
                         QuotaUsage(key_id=key_id, period="2026-11", count=5)])
    with app.app_context(), unit_of_work() as session:
        assert prune_old_periods() == 1
    with app.app_context():
        assert [row.period for row in session.query(QuotaUsage)] == ["2026-11"]


def test_the_quota_429_names_its_reset_as_an_iso_utc_time(make_app, _migrated, new_key):
    client = make_app(SVC_QUOTAS={"free": 1, "demo": 1, "premium": 10, "enterprise": 10}).test_client()
    key = new_key()
    with time_machine.travel(datetime(2026, 12, 31, 18, tzinfo=UTC), tick=False):
        client.get("/api/v1/jurisdictions", headers=bearer(key))
        refused = client.get("/api/v1/jurisdictions", headers=bearer(key))
    assert refused.status_code == 429 and refused.json["error"]["code"] == "quota_exceeded"
    assert refused.json["error"]["details"] == {"limit": 1, "reset_at": "2027-01-01T00:00:00Z"}
    assert refused.headers["X-RateLimit-Reset"] == str(int(datetime(2027, 1, 1, tzinfo=UTC).timestamp()))
    assert refused.headers["Retry-After"] == str(6 * 3600)


def test_a_request_that_fails_after_it_was_counted_keeps_its_count(client, new_key):
    """The count commits on its own: the refused request's own work rolls back, the unit it spent does not."""
    key = new_key()
    refused = client.post("/api/v1/score", headers=bearer(key), json={"asset_type": "not-an-asset"})
    assert refused.status_code == 400 and refused.headers["X-RateLimit-Remaining"] == "999"
    assert client.get("/api/v1/keys/current", headers=bearer(key)).json["quota"]["used"] == 1
