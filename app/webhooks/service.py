"""Webhook registrations of a key: register, list, delete, rotate the secret, and a ping at once.

Every read and write filters by the caller's key in the query itself: another key's webhook is a 404.
The signing secret is shown once, at registration and at rotation; it is derived, never stored.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.clock import aware, utcnow
from app.platform.db import savepoint
from app.platform.domain import registry
from app.platform.fetch import FetchError, vet
from app.platform.ids import new_id
from app.platform.listing import Page, Window, page_of
from app.webhooks import delivery, jobs
from app.webhooks.delivery import ROTATION_OVERLAP, choosing, secrets_of
from app.webhooks.errors import DeliveryNotFound, InvalidWebhook, StillAttempted, TooManyWebhooks, WebhookNotFound
from app.webhooks.models import Delivery, Webhook

MAX_WEBHOOKS = 20  # per key


@dataclass(frozen=True)
class Registered:
    """A webhook with the secret that signs its deliveries now, shown to this caller once (at registration)."""

    webhook: Webhook
    secret: str

    def __getattr__(self, name: str):  # the webhook's own fields (id, url, events ...), as the answer shows them
        try:
            return getattr(self.__dict__["webhook"], name)
        except KeyError:
            raise AttributeError(name) from None


@dataclass(frozen=True)
class Rotated(Registered):
    """A webhook given a new secret: until when the previous one also signs (None when there was none)."""

    previous_secret_valid_until: datetime | None


@dataclass(frozen=True)
class Replayed:
    """The dead letters of a webhook replayed by one call, and how many are left for the next."""

    webhook_id: str
    replayed: list[str]
    remaining: int


def _refused(field: str, message: str) -> InvalidWebhook:
    return InvalidWebhook(message, field=field)


def _checked_events(events: list[str]) -> list[str]:
    known = sorted(registry().events)
    unknown = [e for e in events if e not in known]
    if unknown:
        raise InvalidWebhook(f"Unknown event names: {', '.join(unknown)}.",
                             details={"fields": {"events": [f"Not an event: {e}." for e in unknown]},
                                      "allowed": {"events": known}})
    return list(dict.fromkeys(events))


def _checked_url(url: str, field: str = "url") -> str:
    try:
        vet(url)
    except FetchError as error:
        reasons = {"scheme_not_allowed": "The URL must use https://.",
                   "invalid_url": "The URL needs a host, a valid port and no user name or password.",
                   # one answer for both, so that registrations cannot probe which internal names exist
                   "dns_failure": "The URL's host does not resolve to public addresses only.",
                   "address_not_allowed": "The URL's host does not resolve to public addresses only."}
        raise _refused(field, reasons.get(error.code, error.message)) from error
    return url


def register(key: KeyIdentity, url: str, events: list[str]) -> Registered:
    """A new webhook of the key, with its signing secret (shown this once)."""
    events = _checked_events(events)
    _checked_url(url)
    count = db.session.scalar(select(func.count()).select_from(Webhook).where(Webhook.owner_key_id == key.id))
    if count >= MAX_WEBHOOKS:
        raise TooManyWebhooks(f"A key may register at most {MAX_WEBHOOKS} webhooks; delete one.")
    hook = Webhook(id=new_id("wh"), owner_key_id=key.id, url=url, events=events, active=True, created_at=utcnow())
    db.session.add(hook)
    db.session.flush()
    return Registered(hook, secrets_of(hook)[0])  # without WEBHOOK_SECRET: 503, nothing kept


def register_for(audience: str, url: str, events: list[str], field: str = "url") -> Rotated:
    """The webhook of a keyless audience (a compare alert watcher): made on first registration, given a new
    secret on each later one (the previous one keeps signing for 24 hours); the secret that signs now, shown to
    this caller alone, and the same answer either way."""
    _checked_url(url, field)
    hook, made = _audience_hook(audience, url, events)
    if made:
        return Rotated(hook, secrets_of(hook)[0], None)
    hook.url, hook.events, hook.active, hook.disabled_reason = url, list(events), True, None
    return rotate(hook)


def ensure_for(audience: str, url: str, events: list[str]) -> None:
    """A keyless audience's webhook, made without showing a secret when it has none (a watcher registered before
    its alerts went through webhooks still receives them, signed; registering again shows it a secret)."""
    _audience_hook(audience, url, events)


def _audience_hook(audience: str, url: str, events: list[str]) -> tuple[Webhook, bool]:
    """(the audience's webhook, whether it was made now); two racing first registrations make one."""
    hook = _of_audience(audience)
    if hook is not None:
        return hook, False
    try:
        with savepoint():
            hook = Webhook(id=new_id("wh"), owner_key_id=None, audience=audience, url=url, events=list(events),
                           active=True, created_at=utcnow())
            db.session.add(hook)
            db.session.flush()
        return hook, True
    except IntegrityError:
        return _of_audience(audience), False


def _of_audience(audience: str) -> Webhook | None:
    return db.session.scalars(select(Webhook).where(Webhook.audience == audience)).first()


def turn_off_for(audience: str) -> None:
    """Stop delivering to a keyless audience's webhook (its watcher unsubscribed)."""
    hook = _of_audience(audience)
    if hook is not None:
        hook.active, hook.disabled_reason = False, "Unsubscribed."
        db.session.flush()


def owned(webhook_id: str, key: KeyIdentity) -> Webhook:
    hook = db.session.scalars(select(Webhook).where(Webhook.id == webhook_id,
                                                    Webhook.owner_key_id == key.id)).first()
    if hook is None:
        raise WebhookNotFound()
    return hook


def list_webhooks(key: KeyIdentity, window: Window) -> Page:
    """A page of the key's webhooks, oldest first."""
    return page_of(select(Webhook).where(Webhook.owner_key_id == key.id)
                   .order_by(Webhook.created_at, Webhook.id), window)


def delete(webhook_id: str, key: KeyIdentity) -> None:
    """Remove a registration with its delivery log; nothing more is sent to it."""
    db.session.delete(owned(webhook_id, key))
    db.session.flush()


def rotate_secret(webhook_id: str, key: KeyIdentity) -> Rotated:
    """A new signing secret (shown once); the previous one keeps signing beside it for 24 hours."""
    return rotate(owned(webhook_id, key))


def rotate(hook: Webhook) -> Rotated:
    """The webhook's next secret; the previous one keeps signing for ROTATION_OVERLAP."""
    hook.secret_generation += 1
    hook.secret_rotated_at = utcnow()
    db.session.flush()
    return Rotated(hook, secrets_of(hook)[0], aware(hook.secret_rotated_at) + ROTATION_OVERLAP)


def ping(webhook_id: str, key: KeyIdentity) -> Delivery:
    """A `ping` delivery to the webhook, sent at once (whatever events it chose, even when disabled)."""
    hook = owned(webhook_id, key)
    data = {"webhook_id": hook.id, "events": list(hook.events),
            "note": "A test delivery: verify its signature as you will verify real events."}
    return delivery.create_ping(hook, data)


def deliveries(webhook_id: str, key: KeyIdentity, window: Window, status: str | None) -> Page:
    """The webhook's delivery log, newest first, each with its attempts (read in one query for the page)."""
    hook = owned(webhook_id, key)
    stmt = select(Delivery).where(Delivery.webhook_id == hook.id)
    if status:
        stmt = stmt.where(Delivery.status == status)
    return page_of(stmt.order_by(Delivery.created_at.desc(), Delivery.id.desc())
                   .options(selectinload(Delivery.attempt_log)), window)


def _turn_on(hook: Webhook) -> None:
    """A replay asks for the endpoint again: a webhook a 410 Gone had turned off is on again."""
    hook.active, hook.disabled_reason = True, None


def replay_one(delivery_id: str, key: KeyIdentity) -> Delivery:
    """A new series of attempts on a delivered or dead_letter delivery, same id (receivers deduplicate on it)."""
    found = db.session.scalars(select(Delivery).join(Webhook, Webhook.id == Delivery.webhook_id)
                               .where(Delivery.id == delivery_id, Webhook.owner_key_id == key.id)).first()
    if found is None:
        raise DeliveryNotFound()
    if not delivery.replay(found):
        raise StillAttempted(f"This delivery is {found.status}: it is still being attempted, and can be replayed "
                             "once it is delivered or dead_letter.", state=found.status)
    _turn_on(db.session.get(Webhook, found.webhook_id))
    jobs.deliver_in_batches([found.id])
    return found


REPLAY_MAX = 500  # dead letters replayed by one call, oldest first; call again for the rest


def replay_dead_letters(webhook_id: str, key: KeyIdentity) -> Replayed:
    """Replay the webhook's dead_letter deliveries, oldest first, REPLAY_MAX at a time."""
    hook = owned(webhook_id, key)
    dead = (Delivery.webhook_id == hook.id, Delivery.status == "dead_letter")
    ids = list(db.session.scalars(select(Delivery.id).where(*dead).order_by(Delivery.created_at, Delivery.id)
                                  .limit(REPLAY_MAX)))
    replayed = [i for i in ids if delivery.replay(db.session.get(Delivery, i))]
    if replayed:
        _turn_on(hook)
    jobs.deliver_in_batches(replayed)
    left = db.session.scalar(select(func.count()).select_from(Delivery).where(*dead))
    return Replayed(hook.id, replayed, left)


def receiving(owner_key_id: int, event: str) -> list[str]:
    """Ids of the key's active webhooks that chose this event (what another domain tells its callers)."""
    return [h.id for h in choosing(Webhook.owner_key_id == owner_key_id, event)]
