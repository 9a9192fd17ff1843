"""Proof-tap: anchor a SHA-256 (anchor() is what other domains call), seal pending taps under a signed Merkle
root, read a receipt, verify a receipt statelessly.

A receipt proves inclusion the way OpenTimestamps and Chainpoint receipts do: the anchored hash, its leaf index,
its inclusion path and the tree size lead to a root (RFC 9162, app/shield/merkle.py), and the root is signed by
the hub (HMAC and Ed25519 of 'svc-shield:v1:' + root, the artefact kind 'shield-root'). Nothing but hashes is
kept: a payload given to the tap is hashed in the request and dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy import select, update

from app.extensions import db
from app.platform import events, livemode, signing
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.db import savepoint
from app.platform.ids import new_id
from app.platform.urls import external_url
from app.platform.verdicts import Anchoring, Found
from app.shield import merkle, usage
from app.shield.errors import EmptyBody, PayloadTooLarge, ReceiptNotFound, ReceiptPending, SealConflict
from app.shield.models import ShieldRoot, ShieldSeal, ShieldTap
from app.shield.schemas import TAP_CREATED, TapCreated

KIND = "shield-root"
EVENT = TAP_CREATED
KINDS = ("tap", "ingest", "demo", "dossier", "export")
CHUNK = 64 * 1024
SEAL_BATCH = 10_000
ALGORITHM = "RFC 9162 Merkle tree over SHA-256 (leaf 0x00, node 0x01)"


def anchor(digest: str, owner: KeyIdentity | None, kind: str, *, demo: bool = False) -> Receipt:
    """Anchor a SHA-256 for its owner: a pending receipt now, its proof once a root seals it. Counts on the
    owner's free-tier anchors; publishes shield.tap.created to the owner's webhooks (not for demo taps)."""
    digest = signing.require_hex64(digest, "hash").lower()
    if kind not in KINDS:
        raise ValueError(f"unknown tap kind {kind!r}")
    if owner is not None and not demo:
        usage.count_one(owner)
    tap = ShieldTap(id=new_id("rcp"), digest=digest, kind=kind, owner_key_id=None if demo else owner.id if owner
                    else None, demo=demo, created_at=utcnow())
    db.session.add(tap)
    db.session.flush()
    made = receipt_of(tap)
    if tap.owner_key_id is not None:
        events.publish(EVENT, TapCreated().dump(made), tap.owner_key_id)
    return made


def payload_digest(body: dict) -> str:
    """The hash a tap gives, or the SHA-256 of its payload's UTF-8 (the payload goes no further than this)."""
    return body["hash"] if "hash" in body else signing.sha256_hex(body["payload"].encode("utf-8"))


def chunks(stream, limit: int):
    """A body's bytes as they arrive, and a 413 as soon as they pass `limit`: nothing larger is ever held."""
    size = 0
    while chunk := stream.read(CHUNK):
        size += len(chunk)
        if size > limit:
            raise PayloadTooLarge(f"The body is larger than {limit} bytes.")
        yield chunk


def stream_digest(stream, limit: int) -> str:
    """The SHA-256 of a raw body, hashed as it streams in; an empty body is a 400."""
    hasher, size = signing.sha256_hasher(), 0
    for chunk in chunks(stream, limit):
        hasher.update(chunk)
        size += len(chunk)
    if size == 0:
        raise EmptyBody("The body is empty: send the bytes to anchor.",
                        details={"fields": {"body": ["Empty."]}})
    return hasher.hexdigest()


def anchor_and_answer(digest: str, owner: KeyIdentity | None, kind: str, *, now: bool,
                      demo: bool = False) -> Receipt:
    """anchor(), then seal at once when asked: the receipt as the caller should see it."""
    tapped = anchor(digest, owner, kind, demo=demo)
    if not now:
        return tapped
    seal_now()
    db.session.refresh(tapped.tap)  # sealed by the seal's conditional update meanwhile
    return receipt_of(tapped.tap)


def receipt_url(receipt_id: str) -> str:
    return external_url("shield.Receipt", receipt_id=receipt_id)


def seal_marker(root_id: str) -> str:
    """The last leaf of every tree: the seal's own marker, so that no two seals share a root (the same hashes
    tapped again make a new tree, not the old one)."""
    return signing.sha256_hex(f"svc-shield:seal:{root_id}".encode())


def seal(limit: int = SEAL_BATCH) -> dict | None:
    """Seal the oldest pending taps (at most `limit`) under one signed root; None when nothing is pending.

    The tree's leaves are the taps' hashes, then the seal's marker. The taps are claimed by a conditional update
    (root_id still null), so two sealers never share a tap: the loser finds fewer rows than it read and leaves
    the batch to the other."""
    pending = db.session.execute(select(ShieldTap.id, ShieldTap.digest).where(ShieldTap.root_id.is_(None))
                                 .order_by(ShieldTap.created_at, ShieldTap.id).limit(limit)).all()
    if not pending:
        return None
    root_id = new_id("root")
    root_hex, paths = merkle.tree([digest for _id, digest in pending] + [seal_marker(root_id)])
    root = ShieldRoot(id=root_id, root=root_hex, tree_size=len(pending) + 1, sealed_at=utcnow())
    db.session.add(root)
    db.session.flush()
    db.session.add(_seal_of(root))
    for index, (tap_id, _digest) in enumerate(pending):
        claimed = db.session.execute(update(ShieldTap).where(ShieldTap.id == tap_id, ShieldTap.root_id.is_(None))
                                     .values(root_id=root.id, leaf_index=index, path=paths[index]))
        if claimed.rowcount != 1:
            raise SealConflict("Another run sealed these taps first.")
    db.session.flush()
    return {"root_id": root.id, "root": root_hex, "tree_size": len(pending) + 1}


def _seal_of(root: ShieldRoot) -> ShieldSeal:
    declared = signing.artefact(KIND)
    ed = signing.ed25519_sign(declared.prefix, root.root)
    return ShieldSeal(root_id=root.id, signature=signing.hmac_sign(declared.prefix, root.root),
                      ed25519_signature=(ed or {}).get("signature"), signing_key_id=(ed or {}).get("key_id"),
                      signed_at=utcnow())


@dataclass(frozen=True)
class Resealed:
    """What a reseal did: the owner's roots, and those it signed again under the current key."""

    roots: int
    signing_key_id: str | None
    root_ids: list[str]

    @property
    def resealed(self) -> int:
        return len(self.root_ids)


def reseal(owner: KeyIdentity) -> Resealed:
    """Sign again, under the current key, every root that seals one of the owner's taps and whose latest seal is
    not already under it; the earlier seals stay, so proofs made before keep verifying."""
    current = signing.keyring().current
    key_id = current.key_id if current else None
    roots = db.session.scalars(select(ShieldRoot).where(ShieldRoot.id.in_(
        select(ShieldTap.root_id).where(ShieldTap.owner_key_id == owner.id, ShieldTap.root_id.is_not(None))))).all()
    resealed = [root.id for root in roots if _latest_seal(root.id).signing_key_id != key_id]
    for root in roots:
        if root.id in resealed:
            db.session.add(_seal_of(root))
    db.session.flush()
    return Resealed(len(roots), key_id, resealed)


def _latest_seal(root_id: str) -> ShieldSeal:
    return db.session.scalars(select(ShieldSeal).where(ShieldSeal.root_id == root_id)
                              .order_by(ShieldSeal.signed_at.desc(), ShieldSeal.id.desc()).limit(1)).one()


def seals_of(root_id: str) -> list[ShieldSeal]:
    """Every seal of a root, oldest first."""
    return list(db.session.scalars(select(ShieldSeal).where(ShieldSeal.root_id == root_id)
                                   .order_by(ShieldSeal.signed_at, ShieldSeal.id)))


@dataclass(frozen=True)
class Proof:
    """A sealed tap's proof: its leaf in the tree its root seals, the inclusion path to that root, and every seal
    of the root (a reseal adds one)."""

    tap: ShieldTap
    sealed_by: ShieldRoot
    seals: list[ShieldSeal]

    @property
    def leaf_index(self) -> int:
        return self.tap.leaf_index

    @property
    def tree_size(self) -> int:
        return self.sealed_by.tree_size

    @property
    def path(self) -> list[str]:
        return list(self.tap.path or [])

    @property
    def leaf_hash(self) -> str:
        return merkle.leaf_hash(self.tap.digest).hex()

    @property
    def root(self) -> str:
        return self.sealed_by.root

    @property
    def root_id(self) -> str:
        return self.sealed_by.id

    @property
    def sealed_at(self) -> datetime:
        return self.sealed_by.sealed_at

    @property
    def signed_bytes(self) -> str:
        """What each seal signs: the artefact's prefix and the root."""
        return signing.artefact(KIND).prefix + self.sealed_by.root


@dataclass(frozen=True)
class Receipt:
    """A receipt as anyone may read it: the tap's hash, and its proof once a root seals it; never its owner."""

    tap: ShieldTap
    proof: Proof | None
    algorithm: str = ALGORITHM

    @property
    def id(self) -> str:
        return self.tap.id

    @property
    def hash(self) -> str:
        return self.tap.digest

    @property
    def kind(self) -> str:
        return self.tap.kind

    @property
    def demo(self) -> bool:
        return self.tap.demo

    @property
    def created_at(self) -> datetime:
        return self.tap.created_at

    @property
    def status(self) -> str:
        return "pending" if self.proof is None else "anchored"

    @property
    def receipt_url(self) -> str:
        return receipt_url(self.tap.id)


def receipt_of(tap: ShieldTap) -> Receipt:
    """The receipt of a tap, with its proof when sealed."""
    if tap.root_id is None:
        return Receipt(tap, None)
    return Receipt(tap, Proof(tap, db.session.get(ShieldRoot, tap.root_id), seals_of(tap.root_id)))


def receipt(receipt_id: str) -> Receipt:
    """A receipt by its id (rcp_...), public."""
    tap = db.session.get(ShieldTap, receipt_id) if receipt_id.startswith("rcp_") else None
    if tap is None:
        raise ReceiptNotFound()
    return receipt_of(tap)


@dataclass(frozen=True)
class SealGiven:
    """The signatures of a root as a caller gives them beside a proof (a kept ShieldSeal answers the same names)."""

    signature: str | None = None
    ed25519_signature: str | None = None
    signing_key_id: str | None = None


@dataclass(frozen=True)
class Verified:
    """A hash checked against a proof: whether the path leads from it to the root, the root the hub knows under
    that value (if any), and signing.verify_artefact's verdict on the seal given or kept (None without one)."""

    valid: bool
    included: bool
    hash: str
    root: str
    root_id: str | None
    signature: dict | None
    reasons: list[str]

    @property
    def root_known_to_hub(self) -> bool:
        return self.root_id is not None


def verify(digest: str, leaf_index: int, tree_size: int, path: list[str], root: str,
           seal: SealGiven | ShieldSeal | None = None) -> Verified:
    """Stateless: does the path lead from the hash to the root, and does a seal given with it sign that root?"""
    digest, root = signing.require_hex64(digest, "hash").lower(), root.lower()
    included = merkle.verify_inclusion(digest, leaf_index, tree_size, path, root)
    signature = None
    if seal is not None:
        signature = signing.verify_artefact(KIND, root, signature=seal.signature,
                                            ed25519_signature=seal.ed25519_signature, key_id=seal.signing_key_id)
    known = db.session.scalar(select(ShieldRoot.id).where(ShieldRoot.root == root))
    valid = included and (signature is None or signature["verdict"] == "valid")
    return Verified(valid, included, digest, root, known, signature,
                    [] if valid else (["path_mismatch"] if not included else signature["reasons"]))


def seal_now() -> int:
    """Seal every pending tap now (in batches); the number of roots made. A batch another run sealed first is
    left to it."""
    made = 0
    while True:
        try:
            with savepoint():
                sealed = seal()
        except SealConflict:
            return made
        if sealed is None:
            return made
        made += 1


def verify_request(body: dict) -> Verified:
    """POST /verify: a proof given with the hash, or the receipt the hub keeps for it (its latest seal)."""
    if "proof" in body:
        given = body["proof"]
        seal = SealGiven(**given["seal"]) if given.get("seal") else None
        return verify(body["hash"], given["leaf_index"], given["tree_size"], given["path"], given["root"], seal)
    kept = receipt(body["receipt_id"])
    if kept.proof is None:
        raise ReceiptPending("The receipt is not sealed yet: its proof comes with the next seal.")
    proof = kept.proof
    out = verify(body["hash"], proof.leaf_index, proof.tree_size, proof.path, proof.root, proof.seals[-1])
    if body["hash"].lower() != kept.hash:
        out = replace(out, valid=False, reasons=[*out.reasons, "hash_differs_from_receipt"])
    return out


def verify_receipt(receipt_id: str) -> Found:
    """The verify door's answer for a receipt id: its root's latest seal checked (the inclusion path is checked
    by the door's anchoring block)."""
    kept = receipt(receipt_id)
    live = livemode.is_live(db.session.scalar(select(ShieldTap.owner_key_id).where(ShieldTap.id == receipt_id)))
    if kept.proof is None:
        return Found(kind="receipt", content_hash=kept.hash, verdict="pending", reasons=["receipt_pending"],
                     livemode=live)
    seal = kept.proof.seals[-1]
    checked = signing.verify_artefact(KIND, kept.proof.root, signature=seal.signature,
                                      ed25519_signature=seal.ed25519_signature, key_id=seal.signing_key_id)
    return Found.checked(checked, kind="receipt", content_hash=kept.hash, signing_key_id=seal.signing_key_id,
                         livemode=live)


def anchoring_of(digest: str) -> Anchoring | None:
    """The verify door's anchoring block for a 64-hex hash (Domain.anchoring): its newest receipt, sealed ones
    first, and whether that receipt's inclusion path still leads to its sealed root; None when never anchored."""
    tap = db.session.scalars(select(ShieldTap).where(ShieldTap.digest == digest.lower())
                             .order_by(ShieldTap.root_id.is_(None), ShieldTap.created_at.desc()).limit(1)).first()
    if tap is None:
        return None
    root = db.session.get(ShieldRoot, tap.root_id) if tap.root_id else None
    if root is None:
        return Anchoring(anchored=True, receipt_id=tap.id, status="pending")
    return Anchoring(anchored=True, receipt_id=tap.id, status="anchored", root=root.root, sealed_at=iso(root.sealed_at),
                     included=merkle.verify_inclusion(tap.digest, tap.leaf_index, root.tree_size, tap.path or [],
                                                      root.root))
