"""Identical creating requests with one Idempotency-Key at once, against the hub under gunicorn (processes and
threads), on every creating operation (tests/platform/idempotency_cases.py): the unique (scope, key) row lets
exactly one create; the others wait (409 idempotency_in_progress) or get its answer, replayed.

One gunicorn hub serves the whole module. Plain, on SQLite; with DATABASE_URL (and REDIS_URL) set, the same tests
run on PostgreSQL and Redis."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest

from tests.conftest import USE_POSTGRES, bearer
from tests.platform.idempotency_cases import CASES, Case, headers_for, row_counts
from tests.support import FakeHttps, gunicorn_hub, post_when_released

CALLERS = 6
MODE = "pg" if USE_POSTGRES else "sqlite"
WATCHED = {"score": {"asset_type": "bonds", "jurisdiction": "FR", "has_kyc": True}, "label": "FR bond"}


@dataclass(frozen=True)
class Answer:
    status: int
    replayed: bool
    body: bytes

    def code(self) -> str | None:
        try:
            return json.loads(self.body)["error"]["code"]
        except (ValueError, KeyError, TypeError):
            return None


@pytest.fixture(scope="module")
def peer(tmp_path_factory):
    """The HTTPS receiver a webhook names (its creation reaches it)."""
    served = FakeHttps().start(tmp_path_factory.mktemp("peer"))
    yield served
    served.stop()


@pytest.fixture(scope="module")
def hub(database_url, base_config, _migrated, peer):
    """One gunicorn hub (3 workers x 4 threads) for the module; every declared rate limit generous, as in-process,
    outbound fetches allowed to the loopback peer, and a webhook secret (required in the production mode). No
    embedded scheduler: a periodic job (the proof seal) writing rows during a race is not what the race made."""
    from app.config import declared
    from app.domains import INSTALLED
    from app.platform.settings import RATE_LIMIT

    limits = {setting.name: "100000/minute" for _, setting in declared(INSTALLED) if setting.type is RATE_LIMIT}
    fetch = {name: str(int(value)) if isinstance(value, bool) else str(value)
             for name, value in peer.settings().items()}
    with gunicorn_hub(database_url, base_config, WEBHOOK_SECRET=base_config["WEBHOOK_SECRET"], SVC_SCHEDULER="0",
                      **limits, **fetch) as url:
        yield url


def _send(url: str, case: Case, made: dict, headers: dict, start: threading.Barrier | None = None) -> Answer:
    """POST the case's request to the served hub, after `start` releases every caller (a race)."""
    data = json.dumps(case.json(made)).encode()
    request = urllib.request.Request(f"{url}{case.url(made)}", data=data, method="POST",
                                     headers={**headers, "Content-Type": case.content_type()})
    if start is not None:
        start.wait()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return Answer(response.status, response.headers.get("Idempotency-Replayed") == "true", response.read())
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.headers.get("Idempotency-Replayed") == "true", error.read())


def _race(url: str, case: Case, made: dict, headers: dict) -> list[Answer]:
    start = threading.Barrier(CALLERS)
    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        return list(pool.map(lambda _: _send(url, case, made, headers, start), range(CALLERS)))


def _grown(before: dict, after: dict) -> dict:
    """The rows each table gained (the cache-version counters aside: they move on first use only)."""
    return {table: after[table] - count for table, count in before.items()
            if after[table] != count and table != "platform_counters"}


def _prepared(app, case: Case, peer: FakeHttps) -> tuple[dict, dict]:
    headers, secret = headers_for(app, case)
    made = case.prepare(app, secret) if case.prepare else {}
    if case.peer:
        made["peer"] = peer.url
    return headers, made


def _one_creation(app, hub: str, case: Case, peer: FakeHttps, endpoint: str) -> dict:
    """What one request makes, from a setup of its own (a key of its own): the rows each table gains."""
    headers, made = _prepared(app, case, peer)
    before = row_counts(app)
    alone = _send(hub, case, made, {**headers, "Idempotency-Key": f"alone-{MODE}-{endpoint}"})
    assert alone.status < 300 and not alone.replayed, (endpoint, alone.status, alone.body[:300])
    return _grown(before, row_counts(app))


@pytest.mark.slow
@pytest.mark.parametrize("endpoint", sorted(CASES))
def test_concurrent_requests_with_one_key_create_once_on_each_creating_operation(app, hub, peer, endpoint):
    case = CASES[endpoint]
    one = _one_creation(app, hub, case, peer, endpoint)
    headers, made = _prepared(app, case, peer)
    keyed = {**headers, "Idempotency-Key": f"race-{MODE}-{endpoint}"}
    before = row_counts(app)
    answers = _race(hub, case, made, keyed)
    raced = _grown(before, row_counts(app))
    ran = [a for a in answers if a.status < 300 and not a.replayed]
    others = [(a.status, a.code()) for a in answers if a not in ran and not (a.replayed and a.status < 300)]
    assert len(ran) == 1, (endpoint, [(a.status, a.replayed, a.body[:200]) for a in answers])
    assert set(others) <= {(409, "idempotency_in_progress")}, (endpoint, others)
    assert {a.body for a in answers if a.status < 300} == {ran[0].body}, endpoint  # replays: the first answer
    assert raced == one, (endpoint, raced, one)  # the race made what one request makes
    retried = _send(hub, case, made, keyed)
    assert (retried.status, retried.replayed, retried.body) == (ran[0].status, True, ran[0].body), endpoint
    assert _grown(before, row_counts(app)) == raced, endpoint


@pytest.mark.slow
def test_the_monitor_list_shows_one_monitor_after_a_race_of_twelve(app, hub, new_key):
    """Counted through the API as a client would: twelve callers, one monitor listed."""
    caller = bearer(new_key("premium"))
    headers = {**caller, "Idempotency-Key": f"race-{MODE}-listed"}
    start = threading.Barrier(12)
    with ThreadPoolExecutor(max_workers=12) as pool:
        answers = list(pool.map(lambda _: post_when_released(f"{hub}/api/v1/monitor", headers, start, WATCHED),
                                range(12)))
    with urllib.request.urlopen(urllib.request.Request(f"{hub}/api/v1/monitor", headers=caller),
                                timeout=30) as response:
        listed = json.load(response)
    made = {answer["monitor_id"] for status, answer in answers if status == 201}
    assert {status for status, _ in answers} <= {201, 409} and len(made) == 1
    assert listed["total"] == 1 and listed["monitors"][0]["monitor_id"] in made
