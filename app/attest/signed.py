"""How the verify door rebuilds an attestation's signed content: the snapshot the document carries, compared
with the snapshot the hub keeps under the same id (so the answer names the fields that changed)."""

from __future__ import annotations

from app.attest.models import Attestation
from app.extensions import db
from app.platform.documents import MISSING, Claim, Dropped, Reading, snapshot_claim, text, unsigned_fields
from app.verify.schemas import DoorRead

SCHEMA = "svc.attestation.v1"
# Besides the snapshot: what an attestation's answers show (its id and page, and a verify answer's own fields)
SHOWN = ("id", "verify_url", "created_at", "snapshot", "valid", "verdict", "reasons", "checks", "kind", "prefix",
         "schema", "recomputed_hash", *DoorRead().fields)


def _stored(attestation_id) -> object:
    attestation_id = text(attestation_id, 80)
    att = db.session.get(Attestation, attestation_id) if attestation_id and attestation_id.startswith("att_") else None
    return att.snapshot if att is not None else MISSING


def signed_content(dropped: Dropped) -> Reading | None:
    """An attestation as the API answers it ({id, content_hash, signatures, snapshot}), or its bare snapshot
    carrying its hash and signatures."""
    document = dropped.json_object() or {}
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("schema") == SCHEMA:
        changed = ["id"] if "id" in document and document["id"] != snapshot.get("id") else []
        claim = Claim("attestation", document.get("content_hash"), snapshot, signature=document.get("signature"),
                      ed25519_signature=document.get("ed25519_signature"),
                      signing_key_id=document.get("signing_key_id"), stored=_stored(snapshot.get("id")),
                      changed=changed, at="snapshot")
        unsigned = unsigned_fields(document, SHOWN)
    elif document.get("schema") == SCHEMA:
        claim = snapshot_claim("attestation", document, stored=_stored(document.get("id")))
        snapshot, unsigned = claim.content, []
    else:
        return None
    return Reading("attestation", [claim], {"id": text(snapshot.get("id"), 80), "schema": SCHEMA,
                                            "issued_at": text(snapshot.get("attested_at"), 40),
                                            "page_url": text(document.get("verify_url"), 500)}, unsigned)
