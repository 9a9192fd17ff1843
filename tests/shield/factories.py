"""Factories of proof-tap: anchored hashes (taps) of a key, pending or sealed under a signed root, made through the
shield service inside the caller's app context (flushed, not committed)."""

from __future__ import annotations

import hashlib

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.shield import service
from app.shield.models import ShieldTap


def tap(key: KeyIdentity | None, content: str = "doc", *, kind: str = "tap", demo: bool = False) -> ShieldTap:
    """A pending tap of the SHA-256 of `content` (counted on the key's anchors, its event published)."""
    made = service.anchor(hashlib.sha256(content.encode()).hexdigest(), key, kind, demo=demo)
    return made.tap


def sealed(key: KeyIdentity, count: int = 3) -> list[ShieldTap]:
    """Taps of "doc 0" ... "doc {count-1}" and of "seal them", all then sealed under one signed root (as a tap with
    anchor_now does); oldest first."""
    taps = [tap(key, f"doc {i}") for i in range(count)] + [tap(key, "seal them")]
    service.seal_now()
    for made in taps:
        db.session.refresh(made)
    return taps
