"""The compare alerts waitlist and the periodic job that tells watchers when a product moves.

An email address receives alerts only after it confirms (double opt-in): the hub mails a link, and
every alert mail carries an unsubscribe link. Both links carry an HMAC token of the watcher, so nothing
secret is stored. A move, measured from the figures at registration or at the last alert (so that creeping changes are
not lost), is an APY change of at least 0.25 percentage points (both values disclosed), or a TVL change
of at least 5 percent and at least 100,000 USD; with the doc and liquidity signals, a change of attestation
links or of the liquidity score. Delivery is best effort: one alert per change, by mail (outbox) and/or
through the webhooks domain (signed with the secret shown at registration, retried and logged). Nothing is
sent when nothing moved; no APY is ever made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from flask import current_app
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from app.compare.errors import LinkExpired, LinkInvalid, UnknownProducts, WebhooksUnavailable
from app.compare.models import CompareWatcher
from app.compare.service import products_by_ids
from app.extensions import db
from app.platform import events, signing
from app.platform.clock import iso, utcnow
from app.platform.db import savepoint
from app.platform.ids import new_id
from app.platform.mail import OutboxMail, queue_mail
from app.platform.urls import external_url
from app.webhooks import service as webhooks

EVENT = "compare.alerts.apy_move"
WEBHOOK_NOTE = ("Alerts are POSTed to webhook_url signed with this secret, like every webhook of the hub (see "
                "/developers#webhooks). Registering the same watcher again gives a new secret; the previous one "
                "signs beside it for 24 hours.")
SCHEMA = "svc.compare.alerts.move.v1"
SIGNALS = ("apy_move", "doc", "liquidity")
APY_POINTS, TVL_SHARE, TVL_USD = 0.25, 0.05, 100_000
CONFIRM_SUBJECT = "Confirm your compare alerts"
CONFIRM_MAILS_PER_DAY = 3
TOKEN_DAYS = {"confirm": 7, "unsubscribe": 400}
REGISTERED_NOTE = "Alerts by mail start once the address confirms the link mailed to it (if it has not yet)."


@dataclass(frozen=True)
class WatcherHook:
    """The webhook a watcher's alerts are POSTed to, with the secret that signs them (shown at registration only)."""

    id: str
    secret: str
    note: str = WEBHOOK_NOTE


@dataclass(frozen=True)
class Registered:
    """What a registration answers, the same whether or not the watcher existed or confirmed: the caller's own ids
    and signals, the channels, and the webhook's new secret (None without a webhook)."""

    webhook: WatcherHook | None
    product_ids: list[str]
    signals: list[str]
    channels: list[str]
    accepted: bool = True
    delivery: str = "best_effort"
    note: str = REGISTERED_NOTE


def _baseline(products: list[dict]) -> dict:
    return {p["id"]: {"entity_id": p["entity_id"], "apy": p["apy"], "tvl_usd": p["tvl_usd"],
                      "liquidity_score": p["liquidity_score"], "attestations": p["evidence"]["attestations"],
                      "source_type": p["source_type"]} for p in products}


def register(email: str | None, webhook_url: str | None, product_ids: list[str], signals: list[str]) -> Registered:
    """Add a watcher (or find the identical one); the figures now are its baseline.

    The answer is the same whether or not the watcher existed or confirmed, so it tells nobody whether an
    address watches a shortlist. An unconfirmed address is mailed again, at most CONFIRM_MAILS_PER_DAY a day."""
    if webhook_url and not current_app.config.get("WEBHOOK_SECRET"):
        raise WebhooksUnavailable(
            "This hub has no WEBHOOK_SECRET, so it cannot sign webhooks; use an email.",
            details={"fields": {"webhook_url": ["Webhook delivery is not configured on this hub."]}})
    ids = list(dict.fromkeys(product_ids))
    products, missing = products_by_ids(ids)
    if missing:
        raise UnknownProducts("Unknown products.",
                              details={"fields": {"product_ids": [f"Not in the catalogue: {', '.join(missing)}."]}})
    signals = sorted(set(signals))
    key = signing.content_hash({"email": (email or "").lower(), "webhook_url": webhook_url or "",
                                "product_ids": sorted(ids), "signals": signals})
    find = select(CompareWatcher).where(CompareWatcher.dedupe_key == key)
    watcher = db.session.scalars(find).first()
    created = watcher is None
    if created:
        watcher = CompareWatcher(id=new_id("cw"), dedupe_key=key, email=email, webhook_url=webhook_url,
                                 product_ids=ids, signals=signals, baseline=_baseline(products), created_at=utcnow())
        try:
            with savepoint():
                db.session.add(watcher)
                db.session.flush()
        except IntegrityError:  # the same watcher was registered concurrently: the database kept one
            watcher = db.session.scalars(find).one()
    if watcher.email and watcher.email_confirmed_at is None and _confirmations_today(watcher.email) < \
            CONFIRM_MAILS_PER_DAY:
        _ask_confirmation(watcher)
    hook = None
    if watcher.webhook_url:  # a new secret at every registration: the same answer, whoever registered first
        made = webhooks.register_for(audience(watcher.id), watcher.webhook_url, [EVENT], field="webhook_url")
        hook = WatcherHook(made.id, made.secret)
    # the caller's own ids and signals, never the stored watcher's: their order would tell who registered first
    return Registered(hook, ids, signals, watcher.channels)


def audience(watcher_id: str) -> str:
    """The keyless audience a watcher's alerts are published to (its webhook's)."""
    return f"cw:{watcher_id}"


def _confirmations_today(address: str) -> int:
    since = utcnow() - timedelta(days=1)
    return db.session.scalar(select(func.count()).select_from(OutboxMail).where(
        func.lower(OutboxMail.to_address) == address.lower(), OutboxMail.subject == CONFIRM_SUBJECT,
        OutboxMail.created_at >= since)) or 0


def token(watcher_id: str, purpose: str, expires: int | None = None) -> str:
    """A link token: the watcher id, an expiry and an HMAC of both for one purpose. Nothing is stored, so
    there is no token to leak from the database; a confirm link lasts 7 days, an unsubscribe link 400."""
    expires = expires or int(utcnow().timestamp()) + TOKEN_DAYS[purpose] * 86400
    secret = current_app.config["SECRET_KEY"]
    mac = signing.hmac_hex(secret, f"{purpose}:{watcher_id}:{expires}".encode())[:32]
    return f"{watcher_id}.{expires}.{mac}"


def _watcher_for(link_token: str, purpose: str) -> CompareWatcher:
    parts = (link_token or "").split(".")
    if len(parts) != 3 or not parts[1].isdigit() or len(parts[1]) > 12:
        raise LinkInvalid()
    watcher_id, expires = parts[0], int(parts[1])
    if not signing.constant_time_equal(token(watcher_id, purpose, expires), link_token):
        raise LinkInvalid()
    if expires < utcnow().timestamp():
        raise LinkExpired("This link has expired; register the shortlist again for a new one.")
    watcher = db.session.get(CompareWatcher, watcher_id)
    if watcher is None:
        raise LinkInvalid()
    return watcher


def _link(purpose: str, watcher_id: str) -> str:
    return external_url("compare_pages.alert_link", action=purpose, token=token(watcher_id, purpose))


def _ask_confirmation(watcher: CompareWatcher) -> None:
    queue_mail(watcher.email, CONFIRM_SUBJECT,
               "Someone (hopefully you) asked for alerts on these tokenized products: "
               f"{', '.join(watcher.product_ids)}.\n\nConfirm: {_link('confirm', watcher.id)}\n"
               "If it was not you, ignore this mail: nothing will be sent.")


def confirm(link_token: str) -> CompareWatcher:
    """Double opt-in: the address confirmed by its own link starts receiving alerts; the watcher as it is now."""
    watcher = _watcher_for(link_token, "confirm")
    if watcher.email_confirmed_at is None:
        watcher.email_confirmed_at = utcnow()
        db.session.flush()
    return watcher


def unsubscribe(link_token: str) -> CompareWatcher:
    """Stop a watcher from its mail's link; the watcher, now inactive."""
    watcher = _watcher_for(link_token, "unsubscribe")
    watcher.active = False
    webhooks.turn_off_for(audience(watcher.id))
    db.session.flush()
    return watcher


def _move(pid: str, base: dict, field: str, previous, current, note: str) -> dict:
    delta = round(current - previous, 4) if isinstance(current, int | float) and isinstance(previous, int | float) \
        else None
    return {"product_id": pid, "entity_id": base["entity_id"], "field": field, "previous": previous,
            "current": current, "delta": delta, "source_type": base["source_type"], "note": note}


def moves(baseline: dict, products: list[dict], signals: list[str]) -> list[dict]:
    """What moved enough since the baseline, product by product."""
    found = []
    for p in products:
        base = baseline.get(p["id"])
        if base is None:
            continue
        base = {**base, "source_type": p["source_type"]}
        if "apy_move" in signals:
            if base["apy"] is not None and p["apy"] is not None and round(abs(p["apy"] - base["apy"]), 9) >= APY_POINTS:
                found.append(_move(p["id"], base, "apy", base["apy"], p["apy"], f"as of {p['apy_as_of']}"))
            old, new = base["tvl_usd"], p["tvl_usd"]
            if old and new is not None and abs(new - old) >= TVL_USD and round(abs(new - old) / old, 9) >= TVL_SHARE:
                found.append(_move(p["id"], base, "tvl_usd", old, new, f"as of {p['tvl_as_of']}"))
        if "liquidity" in signals and p["liquidity_score"] != base["liquidity_score"]:
            found.append(_move(p["id"], base, "liquidity_score", base["liquidity_score"], p["liquidity_score"],
                               "liquidity evidence changed"))
        if "doc" in signals and p["evidence"]["attestations"] != base["attestations"]:
            found.append(_move(p["id"], base, "attestations", base["attestations"], p["evidence"]["attestations"],
                               "attestation links changed"))
    return found


def payload(watcher: CompareWatcher, found: list[dict]) -> dict:
    key = signing.content_hash({"watcher": watcher.id, "moves": found})
    return {"event": EVENT, "schema": SCHEMA, "delivery": "best_effort", "as_of": iso(utcnow()),
            "watcher_product_ids": watcher.product_ids, "moves": found, "idempotency_key": key,
            "policy": {"never_invent_apy": True, "indicative_only": True}}


def _mail(to: str, body: dict, watcher_id: str) -> None:
    lines = [f"{m['product_id']}: {m['field']} {m['previous']} -> {m['current']} ({m['note']})" for m in body["moves"]]
    queue_mail(to, f"Compare alert: {len(lines)} move(s) on your shortlist",
               "\n".join(lines + ["", "Indicative figures, not advice. No APY is ever made up.",
                                  f"idempotency key {body['idempotency_key']}",
                                  f"Stop these alerts: {_link('unsubscribe', watcher_id)}"]))


BASELINE_FIELD = {"apy": "apy", "tvl_usd": "tvl_usd", "liquidity_score": "liquidity_score",
                  "attestations": "attestations"}


def check_one(watcher_id: str) -> bool:
    """Check one watcher under a row lock; queue its mail and publish its alert to its webhook (delivered,
    retried and logged by the webhooks domain); True when it was told."""
    lock = (select(CompareWatcher).where(CompareWatcher.id == watcher_id, CompareWatcher.active.is_(True))
            .with_for_update(skip_locked=True))  # an unsubscribe since the job was queued wins
    watcher = db.session.scalars(lock).first()
    if watcher is None or not (watcher.webhook_url or watcher.email_confirmed_at):
        return False  # nobody to tell yet: the baseline waits for the confirmation
    products, _missing = products_by_ids(watcher.product_ids)
    found = moves(watcher.baseline, products, watcher.signals)
    watcher.last_checked_at = utcnow()
    if not found:
        return False  # the baseline stays: small moves add up until they cross a threshold
    body = payload(watcher, found)
    told = body["idempotency_key"] != watcher.last_idempotency_key
    if told:
        if watcher.email and watcher.email_confirmed_at:
            _mail(watcher.email, body, watcher.id)
        if watcher.webhook_url:
            webhooks.ensure_for(audience(watcher.id), watcher.webhook_url, [EVENT])
            events.publish(EVENT, body, None, audience=audience(watcher.id))
        watcher.last_idempotency_key = body["idempotency_key"]
    baseline = {pid: dict(values) for pid, values in watcher.baseline.items()}
    for move in found:  # only what moved starts again from its new value
        baseline[move["product_id"]][BASELINE_FIELD[move["field"]]] = move["current"]
    watcher.baseline = baseline
    return told
