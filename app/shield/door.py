"""The one verify door: any id the hub issues, a hash with its signatures, or a file the hub produced, answered
in one place: the HMAC verdict, the Ed25519 verdict with its key id, and the anchoring proof.

Each domain that issues verifiable ids declares a verifier for its prefix (Domain.verifiers): a function of the
id answering {kind, content_hash, checks: {hmac, ed25519}, signing_key_id, verdict, reasons}, and for a unit
`unit` {status, retired_at, kind, quantity, unit, demo, meter_verdict}. A hash alone is
tried against every signed artefact kind the hub registers (each has its own prefix, so at most one matches).
The anchoring block says whether the hash was anchored by proof-tap and whether its inclusion path still leads to
its sealed root.
"""

from __future__ import annotations

import hashlib
import json

from sqlalchemy import select

from app.extensions import db
from app.platform import signing
from app.platform.domain import registry, resolve
from app.platform.errors import ApiError
from app.shield import merkle
from app.shield.models import ShieldRoot, ShieldTap
from app.shield.service import chunks

SIGNATURE_FIELDS = ("signature", "ed25519_signature", "signing_key_id")


def anchoring_of(digest: str) -> dict:
    """Whether a hash was anchored, and whether its newest sealed receipt's path leads to its root."""
    taps = db.session.scalars(select(ShieldTap).where(ShieldTap.digest == digest.lower())
                              .order_by(ShieldTap.root_id.is_(None), ShieldTap.created_at.desc()).limit(1)).all()
    if not taps:
        return {"anchored": False, "receipt_id": None, "status": None, "included": None, "root": None,
                "sealed_at": None}
    tap = taps[0]
    root = db.session.get(ShieldRoot, tap.root_id) if tap.root_id else None
    included = merkle.verify_inclusion(tap.digest, tap.leaf_index, root.tree_size, tap.path or [], root.root) \
        if root else None
    return {"anchored": True, "receipt_id": tap.id, "status": "anchored" if root else "pending", "included": included,
            "root": root.root if root else None, "sealed_at": root.sealed_at.isoformat() if root else None}


def _answer(subject: dict, found: dict | None, digest: str) -> dict:
    anchoring = anchoring_of(digest)
    checks = (found or {}).get("checks") or {}
    verdict = (found or {}).get("verdict") or ("anchored" if anchoring["anchored"] else "unknown")
    if anchoring["included"] is False:
        verdict = "invalid"
    return {"subject": subject, "kind": (found or {}).get("kind"), "content_hash": digest, "verdict": verdict,
            "valid": verdict in ("valid", "anchored") and anchoring["included"] is not False,
            "hmac": checks.get("hmac"), "ed25519": checks.get("ed25519"),
            "signing_key_id": (found or {}).get("signing_key_id"), "anchoring": anchoring,
            "reasons": (found or {}).get("reasons", []) + (["anchor_path_mismatch"] if anchoring["included"] is False
                                                          else []),
            "unit": (found or {}).get("unit")}


def by_id(issued_id: str) -> dict:
    prefix = issued_id.rsplit("_", 1)[0] if "_" in issued_id else ""
    path = registry().verifiers.get(prefix)
    if path is None:
        raise ApiError(404, "not_found", "No id the hub issues has that form.",
                       details={"fields": {"id": [f"Known prefixes: {', '.join(sorted(registry().verifiers))}."]}})
    found = resolve(path)(issued_id)
    return _answer({"id": issued_id}, found, found["content_hash"])


def by_hash(digest: str, signature: str | None, ed25519_signature: str | None, key_id: str | None) -> dict:
    """A hash with its signatures, tried against every signed kind; without a signature, its anchoring only."""
    digest = signing.require_hex64(digest, "hash")
    found = None
    if signature or ed25519_signature:
        tried = [signing.verify_artefact(kind, digest, signature=signature, ed25519_signature=ed25519_signature,
                                         key_id=key_id) for kind in sorted(registry().artefacts)]
        found = next((t for t in tried if t["verdict"] == "valid"), None) or {
            "kind": None, "verdict": "invalid", "checks": {"hmac": False if signature else None,
                                                           "ed25519": False if ed25519_signature else None},
            "reasons": ["no_signed_kind_matches"]}
        found = {**found, "signing_key_id": key_id}
    return _answer({"hash": digest}, found, digest)


def ask(issued_id: str | None, digest: str | None, signature: str | None = None,
        ed25519_signature: str | None = None, key_id: str | None = None) -> dict:
    """An id, or else a hash with its signatures: what the API and the page both ask."""
    if issued_id:
        return by_id(issued_id)
    if digest:
        return by_hash(digest, signature, ed25519_signature, key_id)
    raise ApiError(400, "validation_error", "Give an id, a hash, or a file.",
                   details={"fields": {"id": ["Missing id or hash."]}})


def by_upload(upload, limit: int) -> dict:
    """A dropped file, read up to `limit` bytes (413 beyond), then by_file()."""
    return by_file(b"".join(chunks(upload.stream, limit)))


def by_file(data: bytes) -> dict:
    """A file the hub produced: its SHA-256 (an anchored PDF or export), or, for a signed JSON document, the
    hash and signatures it carries."""
    if not data:
        raise ApiError(400, "validation_error", "The file is empty.", details={"fields": {"file": ["Empty."]}})
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):  # not JSON, or nested past what a document of the hub ever is
        document = None
    if isinstance(document, dict) and signing.is_hex64(document.get("content_hash")):
        carried = [document.get(f) if isinstance(document.get(f), str) and len(document[f]) <= 200 else None
                   for f in SIGNATURE_FIELDS]
        answer = by_hash(document["content_hash"], *carried)
        return {**answer, "subject": {"file_sha256": hashlib.sha256(data).hexdigest(),
                                      "hash": document["content_hash"]}}
    answer = by_hash(hashlib.sha256(data).hexdigest(), None, None, None)
    return {**answer, "subject": {"file_sha256": answer["content_hash"]}}
