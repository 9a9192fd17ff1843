"""Concurrent requests against a real server never let a key's count pass its quota."""

import json
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import bearer
from tests.support import gunicorn_hub, status_of

QUOTA = 25
REQUESTS = 80


@pytest.fixture
def server(app, database_url, base_config):
    with gunicorn_hub(database_url, base_config, SVC_QUOTA_FREE=str(QUOTA)) as url:
        yield url



@pytest.mark.slow
def test_concurrent_requests_never_pass_the_quota(server, app, new_key):
    from app.platform.models import QuotaUsage

    key = new_key()
    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(lambda _: status_of(f"{server}/api/v1/jurisdictions", bearer(key)), range(REQUESTS)))
    assert statuses.count(200) == QUOTA
    assert statuses.count(429) == REQUESTS - QUOTA
    current = urllib.request.Request(f"{server}/api/v1/keys/current", headers=bearer(key))
    with urllib.request.urlopen(current, timeout=30) as response:
        assert json.load(response)["quota"]["used"] == QUOTA
    with app.app_context():
        from app.extensions import db
        from app.platform.db import unit_of_work
        from app.platform.quota import flush_redis_counts

        with unit_of_work():
            flush_redis_counts()  # production: the Redis counters reach the database record every minute
        assert db.session.query(QuotaUsage).one().count == QUOTA
