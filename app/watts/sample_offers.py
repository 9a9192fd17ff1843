"""Sample capacity offers (app/data/watts_samples.json), loaded by `flask seed` so that a fresh hub in the embedded
mode shows a board and a match; never into a production database unless asked (app.platform.samples).

A sample is an offer with `sample` true: the board, the match and every API answer show it so ("Sample", and
`"sample": true`), and a reservation never matches one (offers.ranked(..., samples=False) in the service), so no
unit is ever minted against sample capacity. Its id is derived from its key in the file, so a seed run again
updates the same offers: an ended window moves forward to the day the file says, from today.
"""

from __future__ import annotations

import base64
from datetime import UTC, datetime, time, timedelta

from app.extensions import db
from app.platform import samples
from app.platform.clock import aware, utcnow
from app.platform.data import load
from app.platform.signing import sha256_digest
from app.watts.models import Offer


def sample_id(key: str) -> str:
    """The offer id of a sample: stable across seed runs, shaped like any offer id."""
    digest = sha256_digest(f"svc-watts-sample:{key}".encode())[:15]
    return "wof_" + base64.b32encode(digest).decode("ascii").lower()


def _window(row: dict, now: datetime) -> tuple[datetime, datetime]:
    start = datetime.combine(now.date(), time.min, tzinfo=UTC) + timedelta(days=row["day"], hours=row["start_hour"])
    return start, start + timedelta(hours=row["hours"])


def load_samples(now: datetime | None = None) -> int:
    """Insert the file's sample offers, or move an ended one's window forward; how many were written."""
    now = now or utcnow()
    written = 0
    for row in load("watts_samples")["offers"]:
        offer = db.session.get(Offer, sample_id(row["key"]))
        if offer is not None and offer.status == "open" and aware(offer.window_end) > now:
            continue
        start, end = _window(row, now)
        if offer is None:
            offer = Offer(id=sample_id(row["key"]), owner_key_id=None, version=0, created_at=now)
            db.session.add(offer)
        offer.status, offer.sample, offer.withdrawn_at = "open", True, None
        offer.window_start, offer.window_end = start, end
        for name in ("capacity_kw", "country", "zone_id", "firmness", "generation_source", "label"):
            setattr(offer, name, row[name])
        written += 1
    db.session.flush()
    return written


def seed() -> str | None:
    """`flask seed`: the sample offers, in the embedded mode (or when asked)."""
    if not samples.wanted():
        return None
    written = load_samples()
    return f"watts sample offers, {written} written (marked sample)" if written else None


def price_reference() -> dict:
    """The dated, sourced price the board's sample note quotes for scale."""
    return load("watts_samples")["price_reference"]
