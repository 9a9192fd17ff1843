"""The one verify door: any id the hub issues, a hash with its signatures, or a file the hub produced, answered
in one shape: the HMAC verdict, the Ed25519 verdict with its key id, and the anchoring proof.

The door names no domain; it reads what the domains declare (app/platform/domain.py):
- each domain that issues verifiable ids declares a verifier for its prefix (Domain.verifiers): a function of the
  id answering a `Found` (app/platform/verdicts.py): its kind, content hash, checks, signing key id, verdict and
  reasons, a domain's block about what the id names (a unit's `unit`), and `kept`: the kept document's signed
  content and signatures, under the names the domain's own verify path answers them;
- each signed kind declares its prefix (a hash alone is tried against every kind, or the kinds a domain's own
  path names; each has its own prefix, so at most one matches) and how its content is rebuilt from a document: a
  file is never judged by the hash it carries, its signed content is rebuilt and hashed again
  (app/platform/documents.py), a PDF is the one the hub recorded under its SHA-256 (app/platform/issued.py);
- the domain that anchors hashes declares how the door asks (Domain.anchoring): an `Anchoring`, whether the hash
  was anchored and whether its inclusion path still leads to its sealed root.
The door answers a `Verdict`, which DoorRead (and each domain's subclass of it) serialises and the page reads.
"""

from __future__ import annotations

from dataclasses import fields, replace

from app.platform import documents, issued, signing
from app.platform.clock import iso
from app.platform.domain import registry, resolve
from app.platform.verdicts import NOT_ANCHORED, Anchoring, Found, Verdict
from app.verify.errors import EmptyFile, NothingAsked, UnknownIdForm

_ANSWERED = {f.name for f in fields(Verdict)}


def anchoring_of(digest: str) -> Anchoring:
    """Whether a hash was anchored, as the anchoring domain answers it; not anchored when none is installed."""
    path = registry().anchoring
    found = resolve(path)(digest.lower()) if path and signing.is_hex64(digest) else None
    return found or NOT_ANCHORED


def _answer(subject: dict, found: Found | None, digest: str, file_sha256: str | None = None,
            kept: dict | None = None) -> Verdict:
    """The door's one answer. A verdict the signed content gave stands; without one, a hash is only `anchored`
    (the anchoring domain knows it) or `unknown`. A file's own anchoring is reported before its content hash's."""
    anchoring = anchoring_of(file_sha256) if file_sha256 and file_sha256 != digest else None
    if anchoring is None or not anchoring.anchored:  # a file anchored as it is proves most: it comes first
        anchoring = anchoring_of(digest)
    found = found or Found()
    verdict = found.verdict or ("anchored" if anchoring.anchored else "unknown")
    if anchoring.included is False:
        verdict = "invalid"
    return Verdict(subject=subject, kind=found.kind, content_hash=digest, verdict=verdict,
                   valid=verdict in ("valid", "anchored") and anchoring.included is not False,
                   hash_recomputed=found.checks.get("content_hash"), hmac=found.checks.get("hmac"),
                   ed25519=found.checks.get("ed25519"), signing_key_id=found.signing_key_id, anchoring=anchoring,
                   reasons=[*found.reasons, *(["anchor_path_mismatch"] if anchoring.included is False else [])],
                   changed=list(found.changed), unsigned_fields=list(found.unsigned_fields), document=found.document,
                   unit=found.unit, kept=kept or {}, livemode=found.livemode)


def verifier_of(issued_id: str | None) -> str | None:
    """The verifier a domain declared for an id's prefix (att_..., cfu_e_...), or None."""
    return registry().verifiers.get(_prefix(issued_id))


def _prefix(issued_id: str | None) -> str:
    return issued_id.rsplit("_", 1)[0] if issued_id and "_" in issued_id else ""


def by_id(issued_id: str, *, prefixes=None, with_document: bool = False) -> Verdict:
    """The verdict on an id the hub issued. `prefixes`: the only ids this path takes (a domain's own path), any
    other answering 404; `with_document`: the answer also carries what the verifier kept of the document (its
    signed content and signatures), so that a domain's own path answers a document the door verifies too."""
    known = sorted(registry().verifiers) if prefixes is None else sorted(prefixes)
    path = verifier_of(issued_id) if _prefix(issued_id) in known else None
    if path is None:
        raise UnknownIdForm(details={"fields": {"id": [f"Known prefixes: {', '.join(known)}."]}})
    found: Found = resolve(path)(issued_id)
    kept = {name: value for name, value in found.kept.items() if name not in _ANSWERED and value is not None} \
        if with_document else None
    return _answer({"id": issued_id}, found, found.content_hash, kept=kept)


def by_hash(digest: str, signature: str | None, ed25519_signature: str | None, key_id: str | None, *,
            kinds=None) -> Verdict:
    """A hash with its signatures, tried against every signed kind (or the `kinds` a domain's own path names; kinds
    signed under one prefix are one check, whose verdict is the answer); without a signature, its anchoring only."""
    digest = signing.require_hex64(digest, "hash")
    found = None
    if signature or ed25519_signature:
        tried = [signing.verify_artefact(kind, digest, signature=signature, ed25519_signature=ed25519_signature,
                                         key_id=key_id) for kind in sorted(kinds or registry().artefacts)]
        if len({t["prefix"] for t in tried}) == 1:
            found = Found.checked(tried[0], kind=tried[0]["kind"], signing_key_id=key_id)
        else:
            valid = next((t for t in tried if t["verdict"] == "valid"), None)
            found = Found.checked(valid, kind=valid["kind"], signing_key_id=key_id) if valid \
                else _no_kind_matches(tried, key_id)
    return _answer({"hash": digest}, found, digest)


def _no_kind_matches(tried: list[dict], key_id: str | None) -> Found:
    """No signed kind takes the signatures: invalid where a check failed under every kind, unverifiable where this
    hub had nothing to check with; the reasons every kind gave (unknown_key, no_hmac_key) are kept."""
    shared = [r for r in tried[0]["reasons"] if all(r in t["reasons"] for t in tried)]
    checks = {name: False if any(t["checks"][name] is False for t in tried) else None for name in ("hmac", "ed25519")}
    verdict = "unverifiable" if all(t["verdict"] == "unverifiable" for t in tried) else "invalid"
    return Found(verdict=verdict, checks=checks, reasons=["no_signed_kind_matches", *shared], signing_key_id=key_id)


def ask(issued_id: str | None, digest: str | None, signature: str | None = None,
        ed25519_signature: str | None = None, key_id: str | None = None) -> Verdict:
    """An id, or else a hash with its signatures: what the API and the page both ask."""
    if issued_id:
        return by_id(issued_id)
    if digest:
        return by_hash(digest, signature, ed25519_signature, key_id)
    raise NothingAsked(details={"fields": {"id": ["Missing id or hash."]}})


def by_upload(upload) -> Verdict:
    """A dropped file (multipart field `file`), then by_file(); the request's own size limit
    (SVC_MAX_CONTENT_LENGTH, 413 beyond) bounds what the form parser kept of it."""
    return by_file(upload.read())


def by_file(data: bytes) -> Verdict:
    """A file the hub produced. A PDF: the one the hub recorded under its SHA-256 (which document, when, and its
    signed content checked again), or one that claims to be a hub document but differs from every file issued. A
    signed document (JSON, CSV, an evidence pack): its signed content rebuilt by its kind and its hash recomputed.
    Anything else: its SHA-256 and whether it was anchored."""
    if not data:
        raise EmptyFile(details={"fields": {"file": ["Empty."]}})
    file_sha256 = signing.sha256_hex(data)
    subject = {"file_sha256": file_sha256}
    if data.startswith(b"%PDF-"):
        found = pdf_verdict(data, file_sha256)
        return _answer(subject, found, (found and found.content_hash) or file_sha256, file_sha256)
    dropped = documents.Dropped.of(data)
    reading = documents.read(dropped)
    if reading is None:
        answer = _answer(subject, None, file_sha256)
        if dropped.document is not None and not answer.anchoring.anchored:
            answer = replace(answer, reasons=[*answer.reasons, "unrecognised_document"])
        return answer
    judged = documents.judge(reading)
    digest = judged.content_hash if signing.is_hex64(judged.content_hash) else file_sha256
    return _answer({**subject, "hash": digest}, judged, digest, file_sha256)


def pdf_verdict(data: bytes, file_sha256: str) -> Found | None:
    """A PDF the hub served, checked again through what it prints; a PDF whose metadata names a hub document it is
    not (a changed byte) is invalid with reason file_changed; None for a PDF that says nothing."""
    kept = issued.find(file_sha256)
    if kept is None:
        claimed = issued.claimed(data)
        if not claimed:
            return None
        return Found(kind=claimed.get("kind"), verdict="invalid", reasons=["file_changed"],
                     content_hash=claimed["content_hash"],
                     document={**{k: v for k, v in claimed.items() if k != "content_hash"}, "issued_by_hub": False})
    verifier = verifier_of(kept.document_id)
    if verifier:
        checked: Found = resolve(verifier)(kept.document_id)
        if checked.content_hash != kept.content_hash:
            checked = replace(checked, verdict="invalid", reasons=["content_changed", *checked.reasons])
    else:
        checked = Found.checked(signing.verify_artefact(kept.kind, kept.content_hash, signature=kept.signature,
                                                        ed25519_signature=kept.ed25519_signature,
                                                        key_id=kept.signing_key_id),
                                signing_key_id=kept.signing_key_id)
    document = {"kind": kept.kind, "id": kept.document_id, "issued_at": kept.document_date,
                "file_issued_at": iso(kept.issued_at), "page_url": kept.verify_url, "media_type": kept.media_type,
                "issued_by_hub": True}
    return Found(kind=kept.kind, verdict=checked.verdict, reasons=checked.reasons, checks=checked.checks,
                 signing_key_id=checked.signing_key_id, content_hash=kept.content_hash,
                 document={k: v for k, v in document.items() if v is not None})
