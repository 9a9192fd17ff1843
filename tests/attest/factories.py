"""Factories of the attestation domain: stored attestations changed behind the hub's back."""

from app.attest.models import Attestation
from app.extensions import db
from app.platform.db import unit_of_work


def tamper(app, attestation_id: str, **changes) -> None:
    """Apply change(old value) to stored fields, as someone editing the database would."""
    with app.app_context(), unit_of_work():
        att = db.session.get(Attestation, attestation_id)
        for name, change in changes.items():
            setattr(att, name, change(getattr(att, name)))
