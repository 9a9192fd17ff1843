"""Deliveries: from the outbox to each matching webhook, then signed HTTPS POSTs with retries.

- dispatch() takes committed outbox rows through the outbox's reader (platform/events.take: marked dispatched
  in this transaction, never handed to two dispatchers) and writes one delivery per active webhook of the
  event's owner that chose the event.
- An attempt is claimed by a conditional update that takes a lease (no other worker can claim it until the
  lease runs out), sent with no transaction open, and recorded only by the holder of that lease.
- A 2xx is delivered; anything else is failed, due again after 1 m, 5 m, 15 m and 1 h (SVC_WEBHOOK_RETRY_AFTER);
  the fifth failure is dead_letter. 410 Gone disables the webhook at once. A replay starts a new series on the
  same id.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, replace
from datetime import timedelta

from flask import current_app
from sqlalchemy import or_, select, update

from app.extensions import db
from app.platform import events, livemode, signing
from app.platform.clock import aware, iso, utcnow
from app.platform.db import unit_of_work
from app.platform.fetch import FetchError, FetchPolicy, KeptConnection, fetch
from app.platform.ids import new_id
from app.platform.models import ApiKey, OutboxEvent
from app.webhooks.errors import SigningUnavailable
from app.webhooks.models import SENDABLE, Delivery, DeliveryAttempt, Webhook

MAX_ATTEMPTS = 5
ROTATION_OVERLAP = timedelta(hours=24)  # the previous secret keeps signing this long after a rotation
EXCERPT = 1024
DISPATCH_BATCH = 200


def body_of(event_id: str, event: str, created_at, data: dict, live: bool) -> str:
    """The JSON body every receiver gets: {id, event, created_at, livemode, data}."""
    return json.dumps({"id": event_id, "event": event, "created_at": iso(created_at), "livemode": live,
                       "data": data}, separators=(",", ":"), ensure_ascii=False)


def _live(row: OutboxEvent, memo: dict) -> bool:
    """Whether an event is about live objects: an audience's event (the hub's public feeds) is; a key's event is
    when its key is a live key (read once per key in a dispatch run)."""
    if row.audience is not None:
        return True
    if row.owner_key_id not in memo:
        memo[row.owner_key_id] = livemode.is_live(row.owner_key_id)
    return memo[row.owner_key_id]


def secrets_of(hook: Webhook) -> list[str]:
    """The secrets that sign a delivery now: the current one, and the previous one for 24 hours after a rotation."""
    current = signing.webhook_secret(hook.id, hook.secret_generation)
    if current is None:
        raise SigningUnavailable("This hub has no WEBHOOK_SECRET: it cannot sign webhook deliveries.")
    out = [current]
    rotated = hook.secret_rotated_at
    if hook.secret_generation and rotated and utcnow() - aware(rotated) < ROTATION_OVERLAP:
        out.append(signing.webhook_secret(hook.id, hook.secret_generation - 1))
    return out


def choosing(whose, event: str) -> list[Webhook]:
    """The active webhooks `whose` selects (a key's, an audience's) that chose the event, oldest first."""
    hooks = db.session.scalars(select(Webhook).where(whose, Webhook.active.is_(True))
                               .order_by(Webhook.created_at, Webhook.id))
    return [h for h in hooks if event in h.events]


def receives(owner_key_id: int | None, audience: str | None) -> bool:
    """Whether the event's key (or keyless audience) has any webhook at all, active or not: when it has none, a
    dispatch would make no delivery of its event (one statement, where a dispatch run costs a transaction)."""
    if audience is not None:
        whose = Webhook.audience == audience
    elif owner_key_id is None:
        return False
    else:
        whose = Webhook.owner_key_id == owner_key_id
    return db.session.scalar(select(Webhook.id).where(whose).limit(1)) is not None


def _matching(row: OutboxEvent, memo: dict) -> list[Webhook]:
    """The active webhooks of the event's key (or of its keyless audience) that chose the event; read once per
    (audience, key, event) in a dispatch run, so a batch of 50 events of one key reads its webhooks once."""
    whose = (row.audience, row.owner_key_id, row.event)
    if whose not in memo:
        memo[whose] = _lookup(row)
    return memo[whose]


def _lookup(row: OutboxEvent) -> list[Webhook]:
    if row.audience is not None:
        return choosing(Webhook.audience == row.audience, row.event)
    if row.owner_key_id is None:
        return []
    key = db.session.get(ApiKey, row.owner_key_id)
    if key is None or key.revoked_at is not None or not key.is_premium:
        return []  # a key revoked or no longer premium receives nothing more
    return choosing(Webhook.owner_key_id == row.owner_key_id, row.event)


def _new_delivery(hook: Webhook, event_id: str, event: str, version: int, body: str) -> Delivery:
    found = Delivery(id=new_id("whd"), webhook_id=hook.id, event_id=event_id, event=event, event_version=version,
                     body=body, status="pending", attempts=0, series=1, next_attempt_at=utcnow(), created_at=utcnow())
    db.session.add(found)
    return found


@dataclass(frozen=True)
class Dispatched:
    deliveries: list
    full: bool  # the batch was full: more rows may wait


def dispatch(limit: int | None = None) -> Dispatched:
    """Turn up to `limit` (DISPATCH_BATCH) committed outbox rows into deliveries."""
    taken = events.take(limit or DISPATCH_BATCH)
    made, memo, modes = [], {}, {}
    for row in taken.events:
        body = None
        for hook in _matching(row, memo):
            body = body or body_of(row.id, row.event, row.created_at, row.payload, _live(row, modes))
            made.append(_new_delivery(hook, row.id, row.event, row.version, body).id)
    db.session.flush()
    return Dispatched(made, taken.full)


def create_ping(hook: Webhook, data: dict) -> Delivery:
    """A `ping` delivery outside the outbox, sent at once by the caller's unit of work; the delivery as it went."""
    event_id, now = new_id("evt"), utcnow()
    live = hook.audience is not None or livemode.is_live(hook.owner_key_id)
    found = _new_delivery(hook, event_id, "ping", 1, body_of(event_id, "ping", now, data, live))
    db.session.flush()
    attempt(found.id)
    return found


@dataclass(frozen=True)
class Claim:
    delivery_id: str
    token: str
    url: str
    body: str
    event: str
    version: int
    secrets: list


def claim(delivery_id: str) -> Claim | None:
    """Take the lease of a due delivery (None when it is not due, taken, finished or its webhook is off)."""
    taken = claim_batch([delivery_id])
    return taken[0] if taken else None


@dataclass(frozen=True)
class Outcome:
    started_at: object
    status_code: int | None
    latency_ms: int
    excerpt: str | None
    error: str | None

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300


def send(c: Claim, kept: KeptConnection | None = None) -> Outcome:
    """One signed HTTPS POST through the fetch door (redirects not followed), over `kept`'s connection when it is
    given; no database work."""
    raw = c.body.encode()
    headers = {"Content-Type": "application/json", "X-SVC-Event": c.event, "X-SVC-Event-Version": str(c.version),
               **signing.webhook_headers(c.secrets, c.delivery_id, int(time.time()), raw)}
    started, clock = utcnow(), time.monotonic()
    try:
        response = fetch(c.url, method="POST", body=raw, headers=headers, max_redirects=0, policy=send_policy(),
                         kept=kept)
    except FetchError as error:
        return Outcome(started, None, _ms(clock), None, f"{error.code}: {error.message}"[:500])
    except Exception as error:  # whatever else broke is a failed attempt, never a delivery stuck in its lease
        return Outcome(started, None, _ms(clock), None, f"internal_error: {type(error).__name__}")
    excerpt = response.body[:EXCERPT].decode("utf-8", "replace")
    return Outcome(started, response.status, _ms(clock), excerpt, None)


def send_policy() -> FetchPolicy:
    """The fetch door's rules for an attempt, whose time limit ends well inside its lease."""
    policy = FetchPolicy.from_config()
    return replace(policy, timeout=min(policy.timeout, lease().total_seconds() / 2))


def lease() -> timedelta:
    """How long a worker holds a delivery: longer than any attempt (the fetch door's time limit)."""
    return timedelta(seconds=current_app.config["SVC_WEBHOOK_LEASE"])


def _ms(since: float) -> int:
    return int((time.monotonic() - since) * 1000)


def record(c: Claim, outcome: Outcome) -> str | None:
    """Write the attempt and the delivery's next state, if this worker still holds the lease; the new status.

    The lease is checked by a conditional update that takes the row before anything is read: a worker whose
    lease ran out and was taken over can no longer write, even if the other worker claims it meanwhile."""
    held = db.session.execute(update(Delivery).where(Delivery.id == c.delivery_id, Delivery.lease_token == c.token)
                              .values(lease_token=f"recording-{c.token}"[:40])).rowcount
    if not held:
        return None  # deleted, or the lease ran out and another worker took over
    found = db.session.get(Delivery, c.delivery_id)
    db.session.refresh(found)
    found.attempts += 1
    db.session.add(DeliveryAttempt(delivery_id=found.id, series=found.series, number=found.attempts,
                                   started_at=outcome.started_at, status_code=outcome.status_code,
                                   latency_ms=outcome.latency_ms, response_excerpt=outcome.excerpt,
                                   error=outcome.error))
    if outcome.ok:
        _finish(found, "delivered", None)
        found.delivered_at = utcnow()
    elif outcome.status_code == 410:
        hook = db.session.get(Webhook, found.webhook_id)
        hook.active, hook.disabled_reason = False, f"The endpoint answered 410 Gone on {iso(utcnow())}."
        _finish(found, "dead_letter", None)
    elif found.attempts >= MAX_ATTEMPTS:
        _finish(found, "dead_letter", None)
    else:
        wait = current_app.config["SVC_WEBHOOK_RETRY_AFTER"][found.attempts - 1]
        _finish(found, "failed", utcnow() + timedelta(seconds=wait))
    db.session.flush()
    return found.status


def _finish(found: Delivery, status: str, next_attempt_at) -> None:
    found.status, found.next_attempt_at, found.lease_until, found.lease_token = status, next_attempt_at, None, None


def attempt(delivery_id: str) -> str | None:
    """Claim, send and record one attempt: the claim is committed before the POST (other workers see the
    lease), and no transaction stays open while the receiver answers. The new status, or None."""
    with unit_of_work():
        taken = claim(delivery_id)
    if taken is None:
        return None
    return record(taken, send(taken))


def claim_batch(delivery_ids: list[str]) -> list[Claim]:
    """Take, in one conditional update, the leases of those of these deliveries that are due (not the ones that
    are not due, finished or held by another worker): their claims, in the order given, under one token. One
    whose webhook is off becomes dead_letter instead (a ping still goes)."""
    now, token = utcnow(), secrets.token_hex(16)
    taken = set(db.session.scalars(update(Delivery).where(Delivery.id.in_(delivery_ids), *_due(now))
                                   .values(lease_until=now + lease(), lease_token=token).returning(Delivery.id)
                                   .execution_options(synchronize_session=False))) if delivery_ids else set()
    if not taken:
        return []
    rows = {d.id: d for d in db.session.scalars(select(Delivery).where(Delivery.id.in_(taken))
                                                .execution_options(populate_existing=True))}
    hooks = {h.id: h for h in db.session.scalars(select(Webhook).where(
        Webhook.id.in_({d.webhook_id for d in rows.values()})))}
    claims, signing_secrets = [], {}
    for found in (rows[i] for i in dict.fromkeys(delivery_ids) if i in rows):
        hook = hooks[found.webhook_id]
        if not hook.active and found.event != "ping":
            _finish(found, "dead_letter", None)
            continue
        if hook.id not in signing_secrets:
            signing_secrets[hook.id] = secrets_of(hook)
        claims.append(Claim(found.id, token, hook.url, found.body, found.event, found.event_version,
                            signing_secrets[hook.id]))
    db.session.flush()
    return claims


def renew(claims: list[Claim]) -> list[Claim]:
    """A new lease for the claims this worker still holds (all of one batch, one token); those still held."""
    now = utcnow()
    held = set(db.session.scalars(update(Delivery).where(
        Delivery.id.in_([c.delivery_id for c in claims]), Delivery.lease_token == claims[0].token)
        .values(lease_until=now + lease()).returning(Delivery.id).execution_options(synchronize_session=False)))
    return [c for c in claims if c.delivery_id in held]


def attempt_batch(delivery_ids: list[str]) -> list[str | None]:
    """One attempt of each of these deliveries (of one endpoint, as the jobs group them): all claimed at once and
    committed before the first POST, sent one after the other over one kept connection, each attempt recorded
    and committed as soon as it is answered. The lease of those still to send is renewed when less than an
    attempt's time and a half is left of it, so no claim runs out while it waits for its turn. The new status of
    each delivery given (None: not sent)."""
    lease_end = time.monotonic() + lease().total_seconds()
    with unit_of_work():
        pending = claim_batch(delivery_ids)
    needed, statuses = send_policy().timeout * 1.5, {}
    with KeptConnection() as kept:
        while pending:
            if time.monotonic() + needed > lease_end:
                lease_end = time.monotonic() + lease().total_seconds()
                with unit_of_work():
                    pending = renew(pending)
                continue
            taken = pending.pop(0)
            outcome = send(taken, kept)
            with unit_of_work():
                statuses[taken.delivery_id] = record(taken, outcome)
    return [statuses.get(i) for i in delivery_ids]


def by_endpoint(delivery_ids: list[str], size: int) -> list[list[str]]:
    """These deliveries grouped by webhook, each group in the order given and cut into lists of at most `size`."""
    webhook_of = {}
    for start in range(0, len(delivery_ids), 500):
        chunk = delivery_ids[start:start + 500]
        webhook_of.update(db.session.execute(select(Delivery.id, Delivery.webhook_id)
                                             .where(Delivery.id.in_(chunk))).all())
    groups: dict[str, list[str]] = {}
    for delivery_id in dict.fromkeys(delivery_ids):
        if delivery_id in webhook_of:
            groups.setdefault(webhook_of[delivery_id], []).append(delivery_id)
    return [ids[start:start + size] for ids in groups.values() for start in range(0, len(ids), size)]


def _due(now) -> tuple:
    """A delivery still to send, whose next attempt has come and whose lease (if any) ran out."""
    return (Delivery.status.in_(SENDABLE), Delivery.next_attempt_at <= now,
            or_(Delivery.lease_until.is_(None), Delivery.lease_until < now))


def due(limit: int = 500) -> list[str]:
    """Deliveries due now, oldest first."""
    return list(db.session.scalars(select(Delivery.id).where(*_due(utcnow()))
                                   .order_by(Delivery.next_attempt_at, Delivery.id).limit(limit)))


def replay(found: Delivery) -> bool:
    """A new series of attempts on the same delivery id, due now; False when it is still on its way."""
    moved = db.session.execute(update(Delivery).where(Delivery.id == found.id, Delivery.status.in_(
        ("delivered", "dead_letter"))).values(status="pending", attempts=0, series=Delivery.series + 1,
                                              next_attempt_at=utcnow(), lease_until=None, lease_token=None)).rowcount
    db.session.refresh(found)
    return bool(moved)

