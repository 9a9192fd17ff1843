"""Background jobs of the comparison domain: the periodic watcher check and the signed alert POST."""

from __future__ import annotations

import json
import logging
from urllib.parse import urlsplit

from flask import current_app
from sqlalchemy import select

from app.compare.alerts import EVENT, check_one
from app.compare.models import CompareWatcher
from app.extensions import db
from app.platform import signing
from app.platform.fetch import FetchError, fetch
from app.platform.jobs import enqueue, job

log = logging.getLogger("svc.compare.jobs")


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


@job(timeout=60)
def post_alert(url: str, body: dict) -> None:
    """Job: one signed POST of an alert through the fetch door (best effort: one try)."""
    raw = json.dumps(body, separators=(",", ":")).encode()
    secret = current_app.config.get("WEBHOOK_SECRET") or ""
    host = urlsplit(url).hostname  # logs name the host, never a full URL with its query
    if not secret:
        log.warning("compare alert to %s skipped: no WEBHOOK_SECRET to sign it", host)
        return
    headers = {"Content-Type": "application/json", "X-SVC-Event": EVENT, "Idempotency-Key": body["idempotency_key"],
               "X-SVC-Signature": f"sha256={signing.hmac_hex(secret, raw)}"}
    try:
        response = fetch(url, method="POST", body=raw, headers=headers)
        if response.status >= 300:
            log.warning("compare alert to %s answered %s", host, response.status)
    except FetchError as error:
        log.warning("compare alert to %s failed: %s", host, error.code)
