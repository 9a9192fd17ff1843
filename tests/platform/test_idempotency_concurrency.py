"""Twelve identical creating requests with one Idempotency-Key at once, against the hub under gunicorn (processes
and threads): the unique (scope, key) row lets exactly one create; the others wait (409) or get its answer.

Plain, on SQLite; with DATABASE_URL (and REDIS_URL) set, the same test runs on PostgreSQL."""

import json
import threading
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import USE_POSTGRES, bearer
from tests.support import gunicorn_hub, post_when_released

CALLERS = 12
WATCHED = {"score": {"asset_type": "bonds", "jurisdiction": "FR", "has_kyc": True}, "label": "FR bond"}


def _race(url: str, headers: dict) -> list[tuple[int, dict]]:
    start = threading.Barrier(CALLERS)
    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        return list(pool.map(lambda _: post_when_released(f"{url}/api/v1/monitor", headers, start, WATCHED),
                             range(CALLERS)))


def _monitors(url: str, headers: dict) -> dict:
    with urllib.request.urlopen(urllib.request.Request(f"{url}/api/v1/monitor", headers=headers),
                                timeout=30) as response:
        return json.load(response)


@pytest.mark.slow
def test_concurrent_requests_with_one_key_create_exactly_once(app, database_url, base_config, new_key):
    caller = bearer(new_key("premium"))
    headers = {**caller, "Idempotency-Key": f"race-{'pg' if USE_POSTGRES else 'sqlite'}"}
    with gunicorn_hub(database_url, base_config) as url:
        _monitors(url, caller)  # every worker warmed up
        answers = _race(url, headers)
        retried = post_when_released(f"{url}/api/v1/monitor", headers, threading.Barrier(1), WATCHED)
        listed = _monitors(url, caller)
    assert {status for status, _ in answers} <= {201, 409}, [a for a in answers if a[0] not in (201, 409)][:2]
    made = {answer["monitor_id"] for status, answer in answers if status == 201}
    busy = [answer["error"]["code"] for status, answer in answers if status == 409]
    assert len(made) == 1 and set(busy) <= {"idempotency_in_progress"}
    assert retried[0] == 201 and retried[1]["monitor_id"] in made  # the first answer, again, once it is kept
    assert listed["total"] == 1 and listed["monitors"][0]["monitor_id"] in made
