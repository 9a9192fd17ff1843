"""publish(event, payload, owner): an outbox row in the caller's transaction.

The event exists exactly when the change that caused it is committed; the webhooks domain
delivers outbox rows afterwards and marks them dispatched.
"""

from __future__ import annotations

from sqlalchemy import select

from app.extensions import db
from app.platform.clock import utcnow
from app.platform.ids import new_id
from app.platform.models import OutboxEvent

EVENTS = frozenset({
    "regulation_update", "new_requirement", "regulatory.update",
    "chargeflow.unit.minted", "chargeflow.unit.retired", "shield.tap.created",
    "compare.alerts.apy_move",
})


def publish(event: str, payload: dict, owner_key_id: int | None) -> OutboxEvent:
    """Write the event to the outbox in the current transaction (flushed, not committed)."""
    if event not in EVENTS:
        raise ValueError(f"unknown event {event!r}")
    row = OutboxEvent(id=new_id("evt"), event=event, payload=payload, owner_key_id=owner_key_id,
                      created_at=utcnow())
    db.session.add(row)
    db.session.flush()
    return row


def pending(limit: int = 100) -> list[OutboxEvent]:
    """Committed events not yet dispatched, oldest first."""
    stmt = (select(OutboxEvent).where(OutboxEvent.dispatched_at.is_(None))
            .order_by(OutboxEvent.created_at, OutboxEvent.id).limit(limit))
    return list(db.session.scalars(stmt))


def mark_dispatched(event_id: str) -> None:
    row = db.session.get(OutboxEvent, event_id)
    if row is not None and row.dispatched_at is None:
        row.dispatched_at = utcnow()
        db.session.flush()
