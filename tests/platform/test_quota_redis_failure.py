"""Production mode: a Redis failure mid-run never lets a key past its monthly quota, because Redis counts only
units the database granted it first; the fallback counts on from every unit granted. In one process, and served
by two gunicorn processes whose Redis (a server of the test's own) is killed and started again, empty."""

import urllib.error
import urllib.request

import pytest

from tests.conftest import USE_POSTGRES, bearer
from tests.support import gunicorn_hubs, own_redis, status_of

pytestmark = pytest.mark.skipif(not USE_POSTGRES, reason="production mode: PostgreSQL and Redis")

DEAD_REDIS = "redis://127.0.0.1:6390/0"  # nothing listens there: Redis has stopped


def _quotas(free: int) -> dict:
    return {"free": free, "demo": free, "premium": free, "enterprise": free}


def _stop_redis(app) -> str:
    """Redis stops: every call of this hub now fails (its kept script was bound to the live client)."""
    live = app.config["REDIS_URL"]
    app.config["REDIS_URL"] = DEAD_REDIS
    app.extensions.pop("svc_window_script", None)
    return live


def _served(client, key, n: int) -> int:
    return sum(client.get("/api/v1/checklist", headers=bearer(key)).status_code == 200 for _ in range(n))


def _stored_and_counter(app, key):
    from app.platform import quota, ratelimit
    from app.platform.auth import lookup
    from app.platform.clock import month_period
    from app.platform.redis import client

    with app.test_request_context():
        identity, period = lookup(key), month_period()
        counter = client().get(ratelimit.quota_key(identity.quota_key_id, period))
        return quota._stored(identity.quota_key_id, period), int(counter or 0)


def test_a_key_never_passes_its_quota_when_redis_stops_mid_run(make_app, _migrated, new_key):
    app = make_app(SVC_QUOTAS=_quotas(40), SVC_REDIS_TIMEOUT=0.2, SVC_REDIS_RETRY=60)
    client, key = app.test_client(), new_key()
    before = _served(client, key, 12)
    _stop_redis(app)
    after = _served(client, key, 60)
    assert (before, before + after) == (12, 40)


def test_the_database_holds_every_unit_redis_may_serve_and_at_most_one_block_more(make_app, _migrated, new_key):
    from app.platform.quota import lease_size

    app = make_app(SVC_QUOTAS=_quotas(1000))
    client, key = app.test_client(), new_key()
    assert _served(client, key, 25) == 25
    stored, counter = _stored_and_counter(app, key)
    assert counter == 25 and counter <= stored < counter + lease_size(1000)


def test_after_an_outage_redis_counts_on_from_what_the_database_counted(make_app, _migrated, new_key):
    app = make_app(SVC_QUOTAS=_quotas(40), SVC_REDIS_TIMEOUT=0.2, SVC_REDIS_RETRY=60)
    client, key = app.test_client(), new_key()
    _served(client, key, 5)
    live = _stop_redis(app)
    _served(client, key, 10)
    app.config["REDIS_URL"] = live
    app.extensions.pop("svc_window_script", None)
    with app.app_context():
        from app.platform.redis import breaker

        breaker().open_until = 0.0  # the retry delay has passed
    answer = client.get("/api/v1/checklist", headers=bearer(key))
    assert answer.headers["X-RateLimit-Remaining"] == str(40 - 16)
    assert _stored_and_counter(app, key)[1] == 16


SERVED_QUOTA = 40



def _used(url: str, key: str) -> int:
    import json

    with urllib.request.urlopen(urllib.request.Request(f"{url}/api/v1/keys/current", headers=bearer(key)),
                                timeout=30) as response:
        return json.load(response)["quota"]["used"]


@pytest.mark.slow
def test_two_served_processes_serve_exactly_the_quota_while_their_redis_stops_and_comes_back_empty(
        app, database_url, base_config, new_key):
    settings = {"SVC_QUOTA_FREE": str(SERVED_QUOTA), "SVC_REDIS_TIMEOUT": "2", "SVC_REDIS_RETRY": "1"}
    with own_redis() as redis, \
            gunicorn_hubs(database_url, base_config, 2, REDIS_URL=redis.url, **settings) as (first, second):
        key = new_key()

        def turns(n: int) -> list[int]:  # each request to the other process
            return [status_of(f"{(first, second)[i % 2]}/api/v1/jurisdictions", bearer(key)) for i in range(n)]

        before = turns(16)
        redis.stop()
        during = turns(16)
        redis.start()  # nothing kept: its counters start again from the database's
        after = turns(88)
        used = {_used(first, key), _used(second, key)}
    assert before + during + after == [200] * SERVED_QUOTA + [429] * (120 - SERVED_QUOTA)
    assert used == {SERVED_QUOTA}
