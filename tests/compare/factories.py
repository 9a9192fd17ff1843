"""Factories of the compare domain: a watcher of the alerts waitlist, registered through the alerts service (its
baseline the catalogue's figures now) and, for an email, confirmed by its own link; inside the caller's app
context, flushed, not committed. The shipped catalogue must be in the database."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from app.compare import alerts
from app.compare.models import CompareWatcher
from app.extensions import db


def watcher(*, email: str | None = "ana@example.org", webhook_url: str | None = None,
            product_ids: Sequence[str] = ("ondo-usdy",), signals: Sequence[str] = ("apy_move",),
            confirmed: bool = True) -> CompareWatcher:
    """A watcher of these products; an email is confirmed unless `confirmed` is False."""
    alerts.register(email, webhook_url, list(product_ids), list(signals))
    (made,) = [w for w in db.session.scalars(select(CompareWatcher).where(CompareWatcher.email == email,
                                                                         CompareWatcher.webhook_url == webhook_url))
               if sorted(w.product_ids) == sorted(set(product_ids)) and w.signals == sorted(set(signals))]
    if email and confirmed:
        alerts.confirm(alerts.token(made.id, "confirm"))
    return made
