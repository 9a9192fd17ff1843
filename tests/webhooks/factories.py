"""Factories of the webhooks domain: a key's webhook registered through the service, its signing secret, and a
delivery of one event made the way the outbox's dispatch makes it; inside the caller's app context, flushed."""

from __future__ import annotations

from sqlalchemy import select

from app.extensions import db
from app.platform import events
from app.platform.auth import KeyIdentity
from app.webhooks import delivery as deliveries
from app.webhooks import service
from app.webhooks.models import Delivery, Webhook

ALERT = {"event": "regulation_update", "severity": "high", "impact_on_score": -6.0, "monitor_id": "mon_test",
         "asset_type": "bonds", "jurisdiction": "FR", "reference_id": "mica-2023-1114", "summary": "Re-scored 61",
         "timestamp": "2026-11-24T10:00:00Z", "disclaimer": "Indicative."}


def webhook(key: KeyIdentity, *, url: str, events: tuple[str, ...] = ("regulation_update",)) -> Webhook:
    """A webhook of this key at `url`, vetted as at registration (a host the hub's fetch door may reach)."""
    made = service.register(key, url, list(events))
    return made.webhook


def secret_of(hook: Webhook) -> str:
    """The secret that signs the webhook's deliveries now."""
    return deliveries.secrets_of(hook)[0]


def delivery(hook: Webhook, event: str = "regulation_update", payload: dict | None = None) -> Delivery:
    """A pending delivery of one event to this webhook: published to its owner's outbox, then dispatched."""
    published = events.publish(event, payload or ALERT, hook.owner_key_id)
    deliveries.dispatch()
    return db.session.scalar(select(Delivery).where(Delivery.webhook_id == hook.id,
                                                    Delivery.event_id == published.id))
