"""Real `rq worker` processes for the production-mode tests, configured like the test hub they serve."""

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import ENV_REDIS_URL

ROOT = Path(__file__).resolve().parents[2]
WORKER_CLASS = "app.platform.worker.Worker"


def worker_env(app, database_url: str, fake_https, **extra: str) -> dict:
    """The environment of a worker process that reaches the same database, queues and receiver as `app`."""
    return {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": ENV_REDIS_URL,
            "SVC_RQ_QUEUE": app.config["SVC_RQ_QUEUE"], "SVC_JOBS_INLINE": "0", "SVC_SCHEDULER": "0",
            "SVC_FETCH_ALLOW_LOOPBACK": "1", "SVC_FETCH_CA_FILE": fake_https.ca_file,
            "WEBHOOK_SECRET": app.config["WEBHOOK_SECRET"], "SECRET_KEY": "worker", "SVC_COMMIT": "worker",
            "ATTEST_SIGNING_KEY": "worker", **extra}


def rq_worker(env: dict, burst: bool) -> subprocess.Popen:
    """`rq worker` as the README runs it, on every queue of the hub, in its own process group (so that a
    kill takes its work horse too)."""
    base = env["SVC_RQ_QUEUE"]
    args = [str(Path(sys.executable).parent / "rq"), "worker", "-w", WORKER_CLASS, "--url", ENV_REDIS_URL,
            *(["--burst"] if burst else []), base, f"{base}-webhooks"]
    return subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
