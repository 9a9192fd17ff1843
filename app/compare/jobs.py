"""Background jobs of the comparison domain: the periodic watcher check (alerts leave through the outbox)."""

from __future__ import annotations

from sqlalchemy import select

from app.compare.alerts import check_one
from app.compare.models import CompareWatcher
from app.extensions import db
from app.platform.jobs import enqueue, job


@job
def check_watchers() -> int:
    """Periodic job: queue one check per active watcher, each its own unit of work, so one failure neither
    resends nor blocks the others."""
    ids = list(db.session.scalars(select(CompareWatcher.id).where(CompareWatcher.active.is_(True))
                                  .order_by(CompareWatcher.id)))
    for watcher_id in ids:
        enqueue(check_watcher, watcher_id)
    return len(ids)


@job
def check_watcher(watcher_id: str) -> bool:
    """Job: check one watcher under a row lock; True when it was told of a move."""
    return check_one(watcher_id)
