"""Attest a score (premium) and verify an attestation, by id or statelessly by hash and signature."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from app.attest.errors import AttestationNotFound
from app.attest.models import Attestation
from app.extensions import db
from app.platform import livemode, signing
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.ids import new_id
from app.platform.verdicts import Found
from app.scoring.readiness import Readiness
from app.scoring.service import evaluate, stored_request
from app.verify import service as door

KIND = "attestation"
SCHEMA = "svc.attestation.v1"


@dataclass(frozen=True)
class Checked:
    """An attestation verified now: the attestation as kept (its fields read through), and what
    signing.verify_artefact found of its hash and signatures (verdict, reasons, checks)."""

    attestation: Attestation
    verification: dict

    @property
    def verdict(self) -> str:
        return self.verification["verdict"]

    @property
    def reasons(self) -> list[str]:
        return self.verification["reasons"]

    @property
    def checks(self) -> dict:
        return self.verification["checks"]

    def __getattr__(self, name: str):
        try:
            return getattr(self.__dict__["attestation"], name)
        except KeyError:
            raise AttributeError(name) from None


def snapshot_of(result: Readiness, attestation_id: str, locale: str, subject: dict) -> dict:
    """What is attested: its subject (a label and a hash of the inputs), the score and its reasons; no inputs,
    no branding, no personal data."""
    return {"schema": SCHEMA, "subject": subject, "id": attestation_id, "attested_at": iso(utcnow()),
            "locale": locale, **result.snapshot()}


def attest(score_request: dict, locale: str, key: KeyIdentity, label: str | None = None) -> Attestation:
    """Score, snapshot, hash and sign; the attestation is kept so anyone can verify it by id."""
    result = evaluate({**score_request, "locale": locale})
    attestation_id = new_id("att")
    subject = {"label": label, "inputs_sha256": signing.content_hash(stored_request(score_request))}
    snapshot = snapshot_of(result, attestation_id, locale, subject)
    signed = signing.sign_artefact(KIND, snapshot)
    att = Attestation(id=attestation_id, owner_key_id=key.id, snapshot=snapshot, content_hash=signed.content_hash,
                      signature=signed.signature, created_at=utcnow(),
                      ed25519_signature=(signed.ed25519 or {}).get("signature"),
                      signing_key_id=(signed.ed25519 or {}).get("key_id"))
    db.session.add(att)
    db.session.flush()
    return att


def checked(attestation_id: str) -> Checked:
    """The attestation, its stored snapshot hashed again and both signatures checked (what its page shows)."""
    att = db.session.get(Attestation, attestation_id) if attestation_id.startswith("att_") else None
    if att is None:
        raise AttestationNotFound()
    return Checked(att, signing.verify_artefact(KIND, att.content_hash, signature=att.signature,
                                                ed25519_signature=att.ed25519_signature, key_id=att.signing_key_id,
                                                snapshot=att.snapshot))


def verify_by_id(attestation_id: str) -> dict:
    """The verification record with the attestation's id and snapshot (what owned() quotes to the dossier)."""
    att = checked(attestation_id)
    return {**att.verification, "id": att.id, "signing_key_id": att.signing_key_id, "snapshot": att.snapshot}


def verify_for_door(attestation_id: str) -> Found:
    """The verify door's verifier of att_ ids: the verdict on the attestation as kept, and what is kept of the
    document (its snapshot and signatures, named as the attestation answers name them)."""
    att = checked(attestation_id)
    return Found.checked(att.verification, kind=KIND, content_hash=att.content_hash,
                         signing_key_id=att.signing_key_id, livemode=livemode.is_live(att.owner_key_id),
                         kept={"snapshot": att.snapshot, "signature": att.signature,
                               "ed25519_signature": att.ed25519_signature})


def owned(attestation_id: str, key: KeyIdentity) -> dict:
    """One of this key's attestations, verified now (the dossier quotes it); another key's or an unknown id is 404."""
    att = db.session.scalars(select(Attestation).where(Attestation.id == attestation_id,
                                                       Attestation.owner_key_id == key.id)).first()
    if att is None:
        raise AttestationNotFound()
    return verify_by_id(att.id)


def verify(*, id: str | None = None, hash: str | None = None, sig: str | None = None,  # noqa: A002
           ed25519_sig: str | None = None, key_id: str | None = None) -> dict:
    """The attestations' own verify path, answered by the one verify door: by id (with the public snapshot and its
    signatures), or statelessly by a hash and its HMAC and/or Ed25519 signature under the attestation prefix."""
    if id:
        return door.by_id(id, prefixes=("att",), with_document=True)
    return door.by_hash(hash, sig.lower() if sig else None, ed25519_sig, key_id, kinds=(KIND,))
