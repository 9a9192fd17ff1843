"""Background jobs of webhooks: dispatch the outbox, send one delivery, pick up due retries.

The database is the truth: RQ only carries the nudge. A retry, a delivery whose worker died (its lease ran
out) or an event published while Redis was down is found again by the periodic job.
"""

from __future__ import annotations

from app.platform.jobs import enqueue, job
from app.webhooks import delivery


@job(queue="webhooks", timeout=180)
def deliver(delivery_id: str) -> str | None:
    """Job: one attempt of one delivery (nothing when it is not due or another worker holds it)."""
    return delivery.attempt(delivery_id)


@job(timeout=120)
def dispatch() -> int:
    """Job, queued after every commit that published an event: deliveries for the new outbox rows."""
    made = delivery.dispatch()
    for delivery_id in made:
        enqueue(deliver, delivery_id)
    return len(made)


@job(timeout=300)
def dispatch_and_retry() -> int:
    """Periodic job: dispatch what is left in the outbox, then queue every delivery that is due."""
    ids = list(dict.fromkeys(delivery.dispatch() + delivery.due()))
    for delivery_id in ids:
        enqueue(deliver, delivery_id)
    return len(ids)
