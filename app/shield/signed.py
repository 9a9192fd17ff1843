"""How the verify door rebuilds what proof-tap's documents sign: a receipt (alone, or a list of them as the export
gives) and an evidence pack (its ZIP).

A receipt's signed content is its Merkle root, recomputed from the anchored hash and the inclusion path the receipt
carries (RFC 9162), never read from the receipt; every seal it carries must sign that root. The receipt is also
compared with the one the hub keeps under its id (its hash, kind, time, leaf, root): a changed date or hash is
named. An evidence pack's files must match its manifest, its receipts must prove into its roots, and each root's
seals must sign it.
"""

from __future__ import annotations

import io
import json
import zipfile

from app.extensions import db
from app.platform import signing
from app.platform.documents import Claim, Dropped, Reading, differences, join, text
from app.shield import merkle
from app.shield.evidence import written
from app.shield.models import ShieldTap
from app.shield.service import KIND

PACK_FILES = ("manifest.json", "receipts.json", "roots.json", "keys.json", "verify.py", "README.txt")
PACK_MAX_BYTES = 64 * 1024 * 1024  # unzipped: a pack of 5,000 receipts is a few MB
KEPT = ("id", "hash", "kind", "demo", "created_at")
KEPT_PROOF = ("leaf_index", "tree_size", "path", "root", "root_id", "sealed_at")


def _is_receipt(value) -> bool:
    return isinstance(value, dict) and bool(text(value.get("id"), 64)) and value["id"].startswith("rcp_") \
        and "hash" in value


def _root_of(receipt: dict, proof: dict) -> str | None:
    try:
        return merkle.root_from_path(receipt["hash"], proof["leaf_index"], proof["tree_size"], proof["path"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _kept_differences(receipt: dict, at: str) -> list[str]:
    """The fields of a receipt that differ from the receipt the hub keeps under its id (its seals may grow and its
    status move from pending to anchored: those are not compared)."""
    tap = db.session.get(ShieldTap, receipt["id"])
    if tap is None:
        return [join(at, "id")]
    kept = written(tap)  # as the receipt's answer writes it
    shown = {k: receipt[k] for k in KEPT if k in receipt}
    out = differences({k: kept[k] for k in shown}, shown, at)
    proof = receipt.get("proof")
    if isinstance(proof, dict) and kept["proof"] is not None:
        given = {k: proof[k] for k in KEPT_PROOF if k in proof}
        out += differences({k: kept["proof"][k] for k in given}, given, join(at, "proof"))
    return out


def receipt_claims(receipt: dict, at: str, seals: list | None = None, compare: bool = True) -> list[Claim]:
    """One claim per seal over the root the receipt's path leads to; none while the receipt is pending."""
    proof = receipt.get("proof")
    changed = _kept_differences(receipt, at) if compare else []
    if not isinstance(proof, dict):
        return [Claim(KIND, None, recomputed=None, changed=changed, at=at)] if changed else []
    root = _root_of(receipt, proof)
    seals = seals if seals is not None else proof.get("seals")
    seals = [s for s in seals if isinstance(s, dict)] if isinstance(seals, list) else []
    return [Claim(KIND, proof.get("root"), recomputed=root, signature=s.get("signature"),
                  ed25519_signature=s.get("ed25519_signature"), signing_key_id=s.get("signing_key_id"),
                  changed=changed, at=join(at, "proof")) for s in seals or [{}]]


def _receipts_reading(receipts: list) -> Reading:
    claims = [c for i, r in enumerate(receipts) for c in receipt_claims(r, f"[{i}]" if len(receipts) > 1 else "")]
    first = receipts[0]
    single = len(receipts) == 1
    return Reading("receipt" if single else "receipts", claims,
                   {"id": text(first.get("id"), 64) if single else None, "issued_at": text(first.get("created_at"), 40)
                    if single else None, "page_url": text(first.get("receipt_url"), 500) if single else None},
                   subject_hash=text(first.get("hash"), 64) if single else None,
                   empty_verdict="pending")


def _members(data: bytes) -> dict[str, bytes] | None:
    """The pack's files, or None when the ZIP is not a pack (or unzips past any pack's size)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
        if "manifest.json" not in archive.namelist() or sum(i.file_size for i in infos) > PACK_MAX_BYTES \
                or len(infos) > 2 * len(PACK_FILES):
            return None
        return {i.filename: archive.read(i) for i in infos}
    except (zipfile.BadZipFile, ValueError, OSError, EOFError, NotImplementedError):
        return None


def _load(members: dict, name: str):
    try:
        return json.loads(members.get(name, b""))
    except (ValueError, RecursionError):
        return None


def _pack_reading(members: dict) -> Reading:
    manifest = _load(members, "manifest.json") or {}
    listed = manifest.get("files") if isinstance(manifest.get("files"), dict) else {}
    changed = [name for name in PACK_FILES if name != "manifest.json" and (
        name not in members or signing.sha256_hex(members[name]) != listed.get(name))]
    receipts, roots = _load(members, "receipts.json"), _load(members, "roots.json")
    receipts = [r for r in receipts if _is_receipt(r)] if isinstance(receipts, list) else []
    roots = {text(r.get("root_id"), 64): r for r in roots if isinstance(r, dict)} if isinstance(roots, list) else {}
    claims = [Claim(KIND, None, recomputed=None, changed=changed, at="manifest.json")] if changed else []
    for index, receipt in enumerate(receipts):
        at, proof = f"receipts.json[{index}]", receipt.get("proof") or {}
        root = roots.get(text(proof.get("root_id"), 64)) if isinstance(proof, dict) else None
        if root is None or root.get("root") != proof.get("root"):
            claims.append(Claim(KIND, None, recomputed=None, changed=[join(at, "proof.root")], at=at))
            continue
        claims += receipt_claims(receipt, at, root.get("seals"))
    return Reading("evidence-pack", claims, {"issued_at": text(manifest.get("created_at"), 40)},
                   empty_verdict="unsigned")


def signed_content(dropped: Dropped) -> Reading | None:
    """A receipt, a list of receipts (the export), or an evidence pack."""
    document = dropped.document
    if _is_receipt(document):
        return _receipts_reading([document])
    if isinstance(document, list) and document and all(_is_receipt(r) for r in document):
        return _receipts_reading(document)
    if document is None and dropped.data[:4] == b"PK\x03\x04":
        members = _members(dropped.data)
        return _pack_reading(members) if members is not None else None
    return None
