"""Production mode: the supervised process set (deploy/supervisord.conf, what `make production` runs) serves on
two gunicorn processes, brings back a worker or a cron that dies, or whose Redis connections are cut, and after
its Redis restarted empty (its worker killed, or running through it) delivers every event published while Redis
was away and after, once."""

import hashlib
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

import pytest
from redis import Redis

from tests.conftest import ENV_REDIS_URL, RUN_ID, USE_POSTGRES, _postgres_database, bearer
from tests.support import FakeHttps, OwnRedis, free_port, own_redis

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("supervised"),
              pytest.mark.skipif(not USE_POSTGRES or not ENV_REDIS_URL, reason="production mode: PostgreSQL and Redis")]
ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
EVENTS = 30
WORKER = ("killed", "running")  # what the worker goes through while its Redis restarts


class Supervised(NamedTuple):
    env: dict
    ctl: object  # supervisorctl with these arguments: its output
    redis: OwnRedis  # the set's own Redis: a test may kill it and start it again
    key: str  # a premium key, made with `flask keys create`


@pytest.fixture(scope="module")
def receiver(tmp_path_factory):
    """A webhook receiver on loopback HTTPS that answers 200 and records every POST."""
    peer = FakeHttps(routes={f"/hook-{worker}": (200, b"ok") for worker in WORKER}).start(
        tmp_path_factory.mktemp("receiver"))
    yield peer
    peer.stop()


@pytest.fixture(scope="module")
def supervised(receiver):
    """The set on a scratch PostgreSQL database and a Redis of its own, both gone at the end."""
    run_dir = tempfile.mkdtemp(prefix="svc-sv-")  # short: the control socket's path has a length limit
    with contextmanager(_postgres_database)(f"svc_sv_{RUN_ID}") as database_url, own_redis() as redis:
        env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": redis.url, "SVC_RQ_QUEUE": "svc",
               "SVC_RUN_DIR": run_dir, "SVC_WEB_HOST": "127.0.0.1", "SVC_WEB_PORT_A": str(free_port()),
               "SVC_WEB_PORT_B": str(free_port()), "SVC_WEB_WORKERS": "1", "SECRET_KEY": "test",
               "WEBHOOK_SECRET": "test-webhook-secret", "SVC_SCHEDULER": "0", "SVC_RATELIMIT_ENABLED": "0",
               "SVC_FETCH_ALLOW_LOOPBACK": "1", "SVC_FETCH_CA_FILE": receiver.ca_file, "SVC_WARM_UP": "0"}
        subprocess.run([BIN / "flask", "db", "upgrade"], cwd=ROOT, env=env, check=True, capture_output=True,
                       timeout=120)
        made = subprocess.run([BIN / "flask", "keys", "create", "--tier", "premium"], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True, timeout=60).stdout
        key = next(line.split()[1] for line in made.splitlines() if line.startswith("key:"))
        daemon = subprocess.Popen([BIN / "supervisord", "-c", "deploy/supervisord.conf"], cwd=ROOT, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def ctl(*args: str) -> str:
            return subprocess.run([BIN / "supervisorctl", "-c", "deploy/supervisord.conf", *args], cwd=ROOT,
                                  env=env, capture_output=True, text=True, timeout=30).stdout.strip()

        try:
            yield Supervised(env, ctl, redis, key)
        finally:
            ctl("shutdown")
            daemon.wait(timeout=60)
            shutil.rmtree(run_dir, ignore_errors=True)


def _until(check, seconds: float = 45):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.5)
    raise AssertionError(f"not within {seconds} s")


def _running_pid(ctl, program: str) -> int:
    status = ctl("status", f"hub:{program}")
    return int(ctl("pid", f"hub:{program}")) if "RUNNING" in status else 0


def _answers(port: str) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/status", timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def test_two_web_processes_answer_and_a_killed_worker_or_cron_comes_back(supervised):
    env, ctl = supervised.env, supervised.ctl
    assert _until(lambda: _answers(env["SVC_WEB_PORT_A"]) and _answers(env["SVC_WEB_PORT_B"]), 90)
    for program in ("worker", "cron"):
        first = _until(lambda p=program: _running_pid(ctl, p))
        os.kill(first, 9)
        again = _until(lambda p=program, f=first: (pid := _running_pid(ctl, p)) != f and pid)
        assert again != first


def test_a_worker_whose_redis_connections_are_cut_is_working_again(supervised):
    env, ctl = supervised.env, supervised.ctl
    queue = env["SVC_RQ_QUEUE"]
    redis = Redis.from_url(supervised.redis.url, socket_timeout=2)
    _until(lambda: _running_pid(ctl, "worker") and redis.scard(f"rq:workers:{queue}"), 120)
    names = {n.decode() for n in redis.smembers(f"rq:workers:{queue}")}
    cut = [c["id"] for c in redis.client_list() if c.get("name") and any(c["name"] in n for n in names)]
    assert cut, "the worker names its Redis connection"
    for client_id in cut:
        redis.execute_command("CLIENT", "KILL", "ID", client_id)
    time.sleep(3)  # the worker notices on its next call: it reconnects, or exits and is started again
    assert _until(lambda: _running_pid(ctl, "worker") and redis.scard(f"rq:workers:{queue}"), 120)
    assert _heartbeat_is_fresh(redis, queue)


def _heartbeat_is_fresh(redis, queue: str) -> bool:
    """A registered worker whose last heartbeat is recent: it talks to Redis again."""
    from datetime import UTC, datetime

    def fresh():
        for name in redis.smembers(f"rq:workers:{queue}"):
            beat = redis.hget(name, "last_heartbeat")
            if beat and (datetime.now(UTC) - datetime.fromisoformat(beat.decode().replace("Z", "+00:00"))).seconds < 30:
                return True
        return False

    return _until(fresh, 60)


def _call(url: str, key: str, body: dict | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url, headers={**bearer(key), "Content-Type": "application/json"},
                                     data=None if body is None else json.dumps(body).encode(),
                                     method="GET" if body is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def _received(receiver, path: str) -> list[dict]:
    """Every POST the receiver got at this path (one per delivery attempt)."""
    return [r for r in list(receiver.received) if r["method"] == "POST" and r["path"] == path]


def _webhook_id(request: dict) -> str:
    return next(value for name, value in request["headers"].items() if name.lower() == "webhook-id")


@pytest.mark.parametrize("worker", WORKER)
def test_after_its_redis_restarts_empty_every_event_published_around_it_reaches_the_receiver_once(
        supervised, receiver, worker):
    env, ctl, key = supervised.env, supervised.ctl, supervised.key
    web = [f"http://127.0.0.1:{env[port]}" for port in ("SVC_WEB_PORT_A", "SVC_WEB_PORT_B")]
    assert _until(lambda: _answers(env["SVC_WEB_PORT_A"]) and _answers(env["SVC_WEB_PORT_B"]), 90)
    path = f"/hook-{worker}"
    status, hook = _call(f"{web[0]}/api/v1/webhooks", key, {"url": f"{receiver.url}{path}",
                                                             "events": ["shield.tap.created"]})
    assert status == 201, hook

    def tap(i: int) -> tuple[int, dict]:  # each event through the other web process
        digest = hashlib.sha256(f"{worker} event {i}".encode()).hexdigest()
        return _call(f"{web[i % 2]}/api/v1/shield/tap", key, {"hash": digest})

    pid = _until(lambda: _running_pid(ctl, "worker"))
    if worker == "killed":
        os.kill(pid, signal.SIGKILL)
    supervised.redis.stop()
    taps = [tap(i) for i in range(EVENTS // 3)]  # published while Redis is away: they wait in the outbox
    supervised.redis.start()  # on the same port, with nothing kept: no queued job, no worker registration
    taps += [tap(i) for i in range(EVENTS // 3, EVENTS)]
    assert [status for status, _ in taps] == [201] * EVENTS, taps
    log = f"{web[1]}/api/v1/webhooks/{hook['id']}/deliveries?status=delivered&limit=100"
    _until(lambda: len(_call(log, key)[1]["deliveries"]) == EVENTS, 180)
    received = _received(receiver, path)
    assert sorted(Counter(map(_webhook_id, received)).values()) == [1] * EVENTS  # none lost, none twice
    assert sorted(json.loads(r["body"])["data"]["receipt_id"] for r in received) == \
        sorted(answer["id"] for _, answer in taps)
