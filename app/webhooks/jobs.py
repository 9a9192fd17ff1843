"""Background jobs of webhooks: dispatch the outbox, send one delivery, pick up due retries.

The database is the truth: RQ only carries the nudge. A retry, a delivery whose worker died (its lease ran
out) or an event published while Redis was down is found again by the periodic job.
"""

from __future__ import annotations

from app.platform.jobs import enqueue, job
from app.webhooks import delivery

BATCH = 20  # deliveries per job: one job's cost (a fork, a database connection) is shared by up to 20 POSTs


@job(queue="webhooks", timeout=600)
def deliver(delivery_ids: list[str]) -> list:
    """Job: one attempt of each delivery, one after the other, each claimed and recorded on its own (nothing
    for one that is not due or that another worker holds); a worker killed mid-batch loses no delivery."""
    return [delivery.attempt(delivery_id) for delivery_id in delivery_ids]


def deliver_in_batches(ids: list[str]) -> int:
    """Queue attempts of these deliveries, BATCH to a job; how many."""
    for start in range(0, len(ids), BATCH):
        enqueue(deliver, ids[start:start + BATCH])
    return len(ids)


def _dispatch_batch() -> list[str]:
    """One batch of outbox rows into deliveries (a full batch queues the next); the deliveries made."""
    found = delivery.dispatch()
    if found.full:
        enqueue(dispatch)
    return found.deliveries


@job(timeout=120)
def dispatch() -> int:
    """Job, queued after every commit that published an event: deliveries for the new outbox rows."""
    return deliver_in_batches(_dispatch_batch())


@job(timeout=300)
def dispatch_and_retry() -> int:
    """Periodic job: dispatch what is left in the outbox, then queue every delivery that is due."""
    return deliver_in_batches(list(dict.fromkeys(_dispatch_batch() + delivery.due())))
