"""Background jobs of webhooks: dispatch the outbox, send one delivery, pick up due retries.

The database is the truth: RQ only carries the nudge. A retry, a delivery whose worker died (its lease ran
out) or an event published while Redis was down is found again by the periodic job.
"""

from __future__ import annotations

from app.platform.jobs import clear_nudge, enqueue, job
from app.webhooks import delivery

BATCH = 50  # deliveries of one endpoint per job: a fork, a database connection, one claim and one kept HTTPS
# connection shared by up to 50 POSTs (at most 50 attempts' time limits: well inside the job's)


@job(queue="webhooks", timeout=900)
def deliver(delivery_ids: list[str]) -> list:
    """Job: one attempt of each delivery (of one endpoint), claimed together before any is sent (nothing for one
    that is not due or that another worker holds), sent in order over one kept connection, each recorded on its
    own; a worker killed mid-batch loses no delivery and records none twice."""
    return delivery.attempt_batch(delivery_ids)


def deliver_in_batches(ids: list[str]) -> int:
    """Queue attempts of these deliveries, one job per endpoint and BATCH of its deliveries; how many."""
    for batch in delivery.by_endpoint(ids, BATCH):
        enqueue(deliver, batch)
    return len(ids)


def _dispatch_batch() -> list[str]:
    """One batch of outbox rows into deliveries (a full batch queues the next); the deliveries made."""
    found = delivery.dispatch()
    if found.full:
        enqueue(dispatch)
    return found.deliveries


@job(timeout=120)
def dispatch() -> int:
    """Job, nudged after a commit that published an event (jobs.nudge: one run waits at a time): deliveries for the
    new outbox rows. The nudge is cleared before the outbox is read, so an event committed later queues a run."""
    clear_nudge(dispatch)
    return deliver_in_batches(_dispatch_batch())


@job(timeout=300)
def dispatch_and_retry() -> int:
    """Periodic job: dispatch what is left in the outbox, then queue every delivery that is due."""
    return deliver_in_batches(list(dict.fromkeys(_dispatch_batch() + delivery.due())))
