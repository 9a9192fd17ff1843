"""Factories of the attestation domain: attestations of a key made through the attest service inside the caller's
app context (flushed, not committed), and stored attestations changed behind the hub's back."""

from app.attest import service
from app.attest.models import Attestation
from app.extensions import db
from app.platform.auth import KeyIdentity
from app.platform.db import unit_of_work
from app.scoring.schemas import ScoreRequest

SCORE = {"description": "Tokenized office building held by a Luxembourg SPV, KYC done, white paper in draft",
         "has_kyc": True}


def attestation(key: KeyIdentity, score: dict | None = None, *, label: str | None = None,
                locale: str = "en") -> Attestation:
    """A signed attestation of the score of `score` (SCORE by default), as the attest route makes it."""
    made = service.attest(ScoreRequest().load(score or SCORE), locale, key, label)
    return made


def tamper(app, attestation_id: str, **changes) -> None:
    """Apply change(old value) to stored fields, as someone editing the database would."""
    with app.app_context(), unit_of_work():
        att = db.session.get(Attestation, attestation_id)
        for name, change in changes.items():
            setattr(att, name, change(getattr(att, name)))
