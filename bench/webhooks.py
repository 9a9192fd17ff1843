"""Webhook deliveries per second through RQ against a plain loop of the same HTTPS POSTs (production mode).

One hub on a scratch PostgreSQL database and the bench Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL), one
receiver on loopback over HTTPS (a trustme certificate; loopback reachable only because this bench says so):

- plain loop: N signed POSTs of the same bodies through the hub's fetch door, one after the other, in one process;
- RQ: N events published in one transaction, delivered by one `rq worker -w app.platform.worker.Worker --burst`
  (the README's worker), timed from the worker's start until every delivery is delivered.

Prints both rates and their ratio; the goal is RQ at least half of the plain loop.

    python bench/webhooks.py --events 300
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.harness import ROOT, create_key, hub  # noqa: E402
from tests.support import FakeHttps  # noqa: E402

GOAL = 0.5


def _app(env: dict):
    os.environ.update({k: v for k, v in env.items() if k.startswith(("SVC_", "DATABASE_URL", "REDIS_URL",
                                                                      "WEBHOOK_SECRET", "SECRET_KEY"))})
    from app import create_app

    return create_app()


def _alert(i: int) -> dict:
    return {"event": "regulation_update", "severity": "high", "impact_on_score": -6.0, "monitor_id": f"mon_{i}",
            "asset_type": "bonds", "jurisdiction": "FR", "reference_id": "bench", "summary": "Re-scored",
            "timestamp": "2026-11-24T10:00:00Z", "disclaimer": "Indicative."}


def plain_loop(app, url: str, count: int) -> float:
    """Seconds for `count` signed POSTs through the fetch door, one after the other."""
    from app.platform.fetch import fetch
    from app.platform.signing import webhook_headers, webhook_secret
    from app.webhooks.delivery import body_of

    with app.app_context():
        secret = webhook_secret("wh_bench")
        started = time.perf_counter()
        for i in range(count):
            body = body_of(f"evt_{i}", "regulation_update", None, _alert(i), False).encode()
            headers = {"Content-Type": "application/json", **webhook_headers([secret], f"whd_{i}", int(time.time()),
                                                                              body)}
            assert fetch(url, method="POST", body=body, headers=headers).status == 200
        return time.perf_counter() - started


def through_rq(app, env: dict, url: str, count: int) -> float:
    """Seconds from the worker's start until `count` published events are delivered."""
    from sqlalchemy import func

    from app.extensions import db
    from app.platform import events
    from app.platform.auth import lookup
    from app.platform.db import unit_of_work
    from app.webhooks import service
    from app.webhooks.models import Delivery, DeliveryAttempt

    key = create_key(env, "premium")
    with app.test_request_context(method="POST"), unit_of_work():
        identity = lookup(key)
        service.register(identity, url, ["regulation_update"])
        for i in range(count):
            events.publish("regulation_update", _alert(i), identity.id)
    rq = Path(sys.executable).parent / "rq"
    base = env["SVC_RQ_QUEUE"]
    started = time.perf_counter()
    subprocess.run([str(rq), "worker", "-w", "app.platform.worker.Worker", "--burst", "--url", env["REDIS_URL"],
                    base, f"{base}-webhooks"], cwd=ROOT, env=env, check=True, capture_output=True, timeout=1800)
    elapsed = time.perf_counter() - started
    with app.app_context():
        statuses = dict(db.session.query(Delivery.status, func.count()).group_by(Delivery.status).all())
        errors = dict(db.session.query(DeliveryAttempt.error, func.count()).group_by(DeliveryAttempt.error).all())
    assert statuses == {"delivered": count}, f"{statuses} of {count}; attempts: {errors}"
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        receiver = FakeHttps(routes={"/hook": (200, b"ok")}).start(Path(tmp))
        try:
            extra = {"SVC_FETCH_ALLOW_LOOPBACK": "1", "SVC_FETCH_CA_FILE": receiver.ca_file, "SVC_JOBS_INLINE": "0",
                     "SVC_SCHEDULER": "0", "WEBHOOK_SECRET": "bench-webhook-secret"}
            with hub("production") as env:
                env.update(extra)
                app = _app(env)
                url = f"{receiver.url}/hook"
                loop = plain_loop(app, url, args.events)
                queued = through_rq(app, env, url, args.events)
        finally:
            receiver.stop()
    loop_rate, rq_rate = args.events / loop, args.events / queued
    ratio = rq_rate / loop_rate
    print(f"webhook deliveries, {args.events} events, one receiver on loopback over HTTPS:")
    print(f"  plain loop of signed POSTs through the fetch door: {loop_rate:7.1f}/s")
    print(f"  published, dispatched and delivered by one RQ worker: {rq_rate:7.1f}/s")
    print(f"  {'PASS' if ratio >= GOAL else 'FAIL'}  RQ / plain loop = {ratio:.2f} (goal at least {GOAL})")


if __name__ == "__main__":
    main()
