"""Faults, with real worker processes on this run's PostgreSQL and Redis: 500 events, a receiver failing at
random, and the worker killed (SIGKILL, with its work horse) in the middle of the run, then started again.
Every event ends delivered or dead_letter; none is lost, none is sent under two delivery ids."""

import collections
import json
import os
import random
import signal
import threading
import time
import uuid

import pytest

from tests.conftest import ENV_REDIS_URL, USE_POSTGRES, bearer
from tests.keys.factories import make_key
from tests.webhooks.test_delivery import _alert
from tests.webhooks.workers import rq_worker, worker_env

EVENTS = 500


def _flaky(seed: int = 7, failure_rate: float = 0.3):
    rnd, lock = random.Random(seed), threading.Lock()

    def answer(_path):
        with lock:
            return (500, b"flaky") if rnd.random() < failure_rate else (200, b"ok")

    return answer


def _open_deliveries(app) -> int:
    from app.extensions import db
    from app.webhooks.models import Delivery

    with app.app_context():
        return db.session.query(Delivery).filter(Delivery.status.in_(("pending", "failed"))).count()


@pytest.mark.slow
@pytest.mark.skipif(not (ENV_REDIS_URL and USE_POSTGRES), reason="production mode: PostgreSQL and Redis")
def test_a_killed_worker_and_a_flaky_receiver_lose_nothing_and_send_nothing_twice(make_app, _migrated, database_url,
                                                                                    fake_https):
    from app.extensions import db
    from app.platform import events
    from app.platform.db import unit_of_work
    from app.platform.jobs import run_job
    from app.webhooks.models import Delivery, Webhook
    from tests.conftest import _empty_tables

    base = f"svc-faults-{uuid.uuid4().hex[:8]}"
    quick = {"SVC_WEBHOOK_RETRY_AFTER": (0, 0, 0, 0), "SVC_WEBHOOK_LEASE": 3.0}
    app = make_app(SVC_RQ_QUEUE=base, SVC_JOBS_INLINE=False, **quick, **fake_https.settings())
    fake_https.routes["/hook"] = _flaky()
    env = worker_env(app, database_url, fake_https, SVC_WEBHOOK_RETRY_AFTER="0,0,0,0", SVC_WEBHOOK_LEASE="3")
    try:
        made = app.test_client().post("/api/v1/webhooks", headers=bearer(make_key(app, "premium")), json={
            "url": f"{fake_https.url}/hook", "events": ["regulation_update"]}).json
        with app.app_context():
            owner = db.session.get(Webhook, made["id"]).owner_key_id
        published = set()
        for batch in range(EVENTS // 100):
            with app.app_context(), unit_of_work():
                published |= {events.publish("regulation_update", _alert(f"mon_{batch}_{i}"), owner).id
                              for i in range(100)}
        worker = rq_worker(env, burst=False)
        deadline = time.monotonic() + 120
        while len(fake_https.received) < EVENTS // 4 and time.monotonic() < deadline:
            time.sleep(0.05)
        os.killpg(worker.pid, signal.SIGKILL)  # mid-run, holding whatever it was sending
        worker.wait(timeout=30)
        killed_at = len(fake_https.received)
        assert 0 < killed_at < EVENTS, killed_at
        for _ in range(30):  # the periodic job finds what the queue lost; a burst worker drains it
            with app.app_context():
                run_job("app.webhooks.jobs:dispatch_and_retry")
            rq_worker(env, burst=True).wait(timeout=300)
            if not _open_deliveries(app):
                break
            time.sleep(app.config["SVC_WEBHOOK_LEASE"])  # a lease the killed worker held runs out
        with app.app_context():
            rows = db.session.query(Delivery).all()
        assert len(rows) == EVENTS and {r.event_id for r in rows} == published
        statuses = collections.Counter(r.status for r in rows)
        assert set(statuses) <= {"delivered", "dead_letter"}, statuses
        ids_per_event = collections.defaultdict(set)
        for received in fake_https.received:
            ids_per_event[json.loads(received["body"])["id"]].add(received["headers"]["webhook-id"])
        assert all(len(ids) == 1 for ids in ids_per_event.values())
        assert set(ids_per_event) == published
    finally:
        _empty_tables(app)
        with app.app_context():
            db.engine.dispose()
