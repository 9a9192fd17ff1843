"""Production mode: the supervised process set (deploy/supervisord.conf, what `make production` runs) serves on
two gunicorn processes and brings back a worker or a cron that dies, or whose Redis connections are cut."""

import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from redis import Redis

from tests.conftest import ENV_REDIS_URL, USE_POSTGRES
from tests.support import free_port

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("supervised"),
              pytest.mark.skipif(not USE_POSTGRES or not ENV_REDIS_URL, reason="production mode: PostgreSQL and Redis")]
ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"


@pytest.fixture(scope="module")
def supervised():
    """The set on a scratch SQLite file and a queue of its own, so its worker and cron touch nothing of the run."""
    run_dir = tempfile.mkdtemp(prefix="svc-sv-")  # short: the control socket's path has a length limit
    name = f"svc-sv-{os.getpid()}"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{run_dir}/hub.db", "REDIS_URL": ENV_REDIS_URL,
           "SVC_REDIS_PREFIX": name, "SVC_RQ_QUEUE": name, "SVC_RUN_DIR": run_dir, "SVC_WEB_HOST": "127.0.0.1",
           "SVC_WEB_PORT_A": str(free_port()), "SVC_WEB_PORT_B": str(free_port()), "SVC_WEB_WORKERS": "1",
           "SECRET_KEY": "test", "SVC_SCHEDULER": "0"}
    subprocess.run([BIN / "flask", "db", "upgrade"], cwd=ROOT, env=env, check=True, capture_output=True, timeout=120)
    daemon = subprocess.Popen([BIN / "supervisord", "-c", "deploy/supervisord.conf"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def ctl(*args: str) -> str:
        return subprocess.run([BIN / "supervisorctl", "-c", "deploy/supervisord.conf", *args], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=30).stdout.strip()

    try:
        yield env, ctl
    finally:
        ctl("shutdown")
        daemon.wait(timeout=60)
        redis = Redis.from_url(ENV_REDIS_URL, socket_timeout=2)
        stale = [k for pattern in (f"{name}*", f"rq:*{name}*") for k in redis.scan_iter(match=pattern, count=1000)]
        if stale:
            redis.delete(*stale)
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
    env, ctl = supervised
    assert _until(lambda: _answers(env["SVC_WEB_PORT_A"]) and _answers(env["SVC_WEB_PORT_B"]), 90)
    for program in ("worker", "cron"):
        first = _until(lambda p=program: _running_pid(ctl, p))
        os.kill(first, 9)
        again = _until(lambda p=program, f=first: (pid := _running_pid(ctl, p)) != f and pid)
        assert again != first


def test_a_worker_whose_redis_connections_are_cut_is_working_again(supervised):
    env, ctl = supervised
    queue = env["SVC_RQ_QUEUE"]
    redis = Redis.from_url(ENV_REDIS_URL, socket_timeout=2)
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
