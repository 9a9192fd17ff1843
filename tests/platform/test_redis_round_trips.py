"""Production mode: a limited API request costs Redis one round trip: one script checks the address's burst window
and counts the key's monthly quota together; a key's spent grant costs one more, once per block."""

import pytest

from tests.conftest import USE_POSTGRES, bearer

pytestmark = pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL and Redis")


def _quotas(free: int) -> dict:
    return {"free": free, "demo": free, "premium": free, "enterprise": free}


@pytest.fixture
def redis_calls(monkeypatch):
    """The Redis commands the hub sends, by name."""
    from redis import Redis

    calls, send = [], Redis.execute_command

    def counted(self, *args, **options):
        calls.append(str(args[0]).upper())
        return send(self, *args, **options)

    monkeypatch.setattr(Redis, "execute_command", counted)
    return calls


def test_a_keyed_request_costs_one_redis_round_trip(make_app, _migrated, new_key, redis_calls):
    client, key = make_app(SVC_QUOTAS=_quotas(100000)).test_client(), new_key()
    for _ in range(3):  # the key's first requests read it and seed its counter
        client.get("/api/v1/jurisdictions", headers=bearer(key))
    redis_calls.clear()
    answers = [client.get("/api/v1/jurisdictions", headers=bearer(key)) for _ in range(5)]
    assert [a.status_code for a in answers] == [200] * 5 and redis_calls == ["EVALSHA"] * 5
    assert [a.headers["X-RateLimit-Remaining"] for a in answers] == [str(100000 - n) for n in range(4, 9)]


def test_an_anonymous_request_costs_one_redis_round_trip(make_app, _migrated, redis_calls):
    client = make_app().test_client()
    client.get("/api/v1/changelog")
    redis_calls.clear()
    answers = [client.get("/api/v1/changelog") for _ in range(3)]
    assert [a.status_code for a in answers] == [200] * 3 and redis_calls == ["EVALSHA"] * 3


def test_a_spent_grant_costs_one_more_round_trip_once_per_block(make_app, _migrated, new_key, redis_calls):
    from app.platform.quota import lease_size

    client, key = make_app(SVC_QUOTAS=_quotas(1000)).test_client(), new_key()
    client.get("/api/v1/jurisdictions", headers=bearer(key))
    redis_calls.clear()
    served = sum(client.get("/api/v1/jurisdictions", headers=bearer(key)).status_code == 200 for _ in range(20))
    blocks = 20 // lease_size(1000)
    assert served == 20 and redis_calls == ["EVALSHA"] * (20 + blocks)
