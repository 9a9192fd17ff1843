"""Concurrent requests against a real server never let a key's count pass its quota."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import bearer

QUOTA = 25
REQUESTS = 80


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def server(app, database_url, base_config):
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": database_url, "SVC_QUOTA_FREE": str(QUOTA),
           "SVC_BURST_LIMIT": "100000/minute", "SECRET_KEY": "test", "SVC_COMMIT": "test",
           "SVC_ED25519_PRIVATE_KEY": base_config["SVC_ED25519_PRIVATE_KEY"],
           "SVC_REDIS_PREFIX": base_config["RATELIMIT_KEY_PREFIX"]}
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", "3", "-k", "gthread", "--threads", "4",
         "-b", f"127.0.0.1:{port}", "app:create_app()"], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(f"{url}/api/v1/status", timeout=5)
            break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        pytest.fail(proc.stderr.read().decode()[-2000:])
    yield url
    proc.terminate()
    proc.wait(timeout=10)


def _call(url: str, key: str) -> int:
    request = urllib.request.Request(f"{url}/api/v1/jurisdictions", headers=bearer(key))
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.slow
def test_concurrent_requests_never_pass_the_quota(server, app, new_key):
    from app.platform.models import QuotaUsage

    key = new_key()
    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(lambda _: _call(server, key), range(REQUESTS)))
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
