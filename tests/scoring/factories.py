"""Factories of the scoring domain: a key's score history (a scr_ session of one or more entries) and its premium
monitors (mon_), made through the domain's services inside the caller's app context (flushed, not committed)."""

from __future__ import annotations

from app.extensions import db
from app.platform.auth import KeyIdentity
from app.scoring import monitors, service
from app.scoring.models import ScoreSeries
from app.scoring.schemas import ScoreRequest

ASSET = {"asset_type": "real_estate", "issuer_type": "company_spv", "whitepaper": "draft", "has_kyc": True}
WATCHED = {"asset_type": "bonds", "jurisdiction": "FR", "has_kyc": True}


def score_request(**fields) -> dict:
    """A score request as the API validates it: ASSET, or these fields."""
    return ScoreRequest().load(fields or ASSET)


def score_history(key: KeyIdentity, entries: int = 1, **fields) -> ScoreSeries:
    """A scr_ session of this key with `entries` scores of the same request (the first starts it)."""
    score_id = None
    for _ in range(entries):
        request = score_request(**fields)
        score_id = service.score({**request, "score_id": score_id} if score_id else request, key).score_id
    return db.session.get(ScoreSeries, score_id)


def monitor(key: KeyIdentity, label: str | None = "FR bond", **fields) -> ScoreSeries:
    """A premium monitor of this key watching WATCHED (or these fields), with its first entry."""
    made = monitors.create_monitor(score_request(**(fields or WATCHED)), key, label)
    return made.series
