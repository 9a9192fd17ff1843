"""The production layout, proven: a real `rq worker` process, against this run's Redis and PostgreSQL,
dispatches a published event and delivers it; the worker command of the README and the Makefile serves
every queue a job is declared on."""

import re
import uuid

import pytest
from standardwebhooks import Webhook as StandardWebhook

from app.platform.jobs import JOBS, queue_name
from tests.conftest import ENV_REDIS_URL, USE_POSTGRES, bearer
from tests.keys.factories import make_key
from tests.webhooks.test_delivery import _alert
from tests.webhooks.workers import ROOT, WORKER_CLASS, rq_worker, worker_env


def _queues(app) -> set[str]:
    with app.app_context():  # every domain's jobs are declared once the app is built
        return {queue_name(spec.queue, "svc") for spec in JOBS.values()}


def test_the_documented_worker_command_serves_every_declared_queue_with_the_hubs_worker(app):
    queues = _queues(app) | {WORKER_CLASS}
    readme = next(line for line in (ROOT / "README.md").read_text().splitlines() if "rq worker" in line)
    assert queues <= set(readme.split("#")[0].split()), (queues, readme)
    makefile = next(line for line in (ROOT / "Makefile").read_text().splitlines() if "rq worker" in line)
    assert queues <= {re.sub(r"\$\$\{SVC_RQ_QUEUE:-svc\}", "svc", word) for word in makefile.split()}, makefile


@pytest.mark.slow
@pytest.mark.skipif(not (ENV_REDIS_URL and USE_POSTGRES), reason="production mode: PostgreSQL and Redis")
def test_a_real_rq_worker_dispatches_and_delivers_an_event(make_app, _migrated, database_url, fake_https):
    from app.extensions import db
    from app.platform import events
    from app.platform.db import unit_of_work
    from app.webhooks.models import Delivery, Webhook
    from tests.conftest import _empty_tables

    base = f"svc-e2e-{uuid.uuid4().hex[:8]}"
    app = make_app(SVC_RQ_QUEUE=base, SVC_JOBS_INLINE=False, **fake_https.settings())
    fake_https.routes["/hook"] = (200, b"ok")
    try:
        made = app.test_client().post("/api/v1/webhooks", headers=bearer(make_key(app, "premium")), json={
            "url": f"{fake_https.url}/hook", "events": ["regulation_update"]}).json
        with app.app_context(), unit_of_work():
            owner = db.session.get(Webhook, made["id"]).owner_key_id
            events.publish("regulation_update", _alert(), owner)  # queued on RQ after the commit, not run here
        assert fake_https.received == []
        assert rq_worker(worker_env(app, database_url, fake_https), burst=True).wait(timeout=120) == 0
        (received,) = fake_https.received
        assert StandardWebhook(made["secret"]).verify(received["body"], received["headers"])
        with app.app_context():
            assert db.session.query(Delivery).one().status == "delivered"
    finally:
        _empty_tables(app)
        with app.app_context():
            db.engine.dispose()
