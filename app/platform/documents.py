"""Judging a document someone shows the verify door: its signed content is rebuilt from the document itself and
hashed again, so a document is never judged by the hash it carries.

Each signed kind declares, beside its prefix, how its signed content is rebuilt from a document
(`Artefact.signed_content`: a function of a `Dropped` answering a `Reading`, or None when the document is not of
that kind). A reading holds one claim per signed thing in the document (a shortlist has one; an export has one per
unit; an evidence pack one per root). `judge()` recomputes each claim's hash (RFC 8785 of the rebuilt content, or
the kind's own recomputation, such as a Merkle root from its path), compares it with the hash the document carries,
and only then checks the signatures over it. When the hub keeps the signed content (an attestation, a unit, a
receipt), the document is compared with it field by field, so the answer names the paths that changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from app.platform import signing
from app.platform.domain import registry, resolve
from app.platform.verdicts import Found

MISSING = object()
MAX_PATHS = 50
SIGNATURE_FIELDS = ("content_hash", "signature", "ed25519_signature", "signing_key_id", "signed_fields")


@dataclass(frozen=True)
class Dropped:
    """A file shown to the door: its bytes, and its JSON when it parses as JSON (else None)."""

    data: bytes
    document: object = None

    @classmethod
    def of(cls, data: bytes) -> Dropped:
        try:
            document = json.loads(data)
        except (ValueError, RecursionError):  # not JSON, or nested past what any document of the hub is
            document = None
        return cls(data, document)

    def json_object(self) -> dict | None:
        return self.document if isinstance(self.document, dict) else None


@dataclass
class Claim:
    """One signed thing in a document: the content its kind rebuilt, and the hash and signatures it carries."""

    kind: str  # the artefact kind whose prefix the signatures cover
    carried: object  # the hash the document carries (anything: it is checked, not trusted)
    content: object = MISSING  # the signed content as rebuilt from the document, hashed with RFC 8785
    recomputed: str | None = None  # or the hash the kind recomputed itself (a Merkle root from its path)
    signature: object = None
    ed25519_signature: object = None
    signing_key_id: object = None
    stored: object = MISSING  # the content as the hub keeps it: tells which fields changed
    changed: list[str] = field(default_factory=list)  # paths the kind found changed (a shown figure, a file)
    at: str = ""  # where the claim sits in the document ("units[3]")


@dataclass
class Reading:
    """What the door recognised: the document's kind, its claims, and which document it is."""

    kind: str
    claims: list[Claim]
    document: dict = field(default_factory=dict)  # id, schema, issued_at, page_url where the document says them
    unsigned: list[str] = field(default_factory=list)  # fields the document carries outside what is signed
    subject_hash: str | None = None  # the hash whose anchoring the door reports (default: the first claim's)
    empty_verdict: str = "unsigned"  # the verdict when the document holds nothing signed (a pending receipt)


def text(value, limit: int = 200) -> str | None:
    """A string a document carries, or None when it is anything else (a number, a list, a novel)."""
    return value if isinstance(value, str) and 0 < len(value) <= limit else None


def join(at: str, name) -> str:
    if isinstance(name, int):
        return f"{at}[{name}]"
    return f"{at}.{name}" if at else str(name)


def _same(a, b) -> bool:
    if a is MISSING or b is MISSING:
        return a is b
    try:
        return signing.canonical_json(a) == signing.canonical_json(b)
    except (TypeError, ValueError, OverflowError):
        return False


def differences(expected, actual, at: str = "") -> list[str]:
    """The JSON paths where `actual` differs from `expected` (a missing or added field counts)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out = []
        for name in sorted(set(expected) | set(actual), key=str):
            out += differences(expected.get(name, MISSING), actual.get(name, MISSING), join(at, name))
        return out
    if isinstance(expected, list) and isinstance(actual, list):
        pairs = enumerate(zip(expected, actual, strict=False))
        out = [p for i, (e, a) in pairs for p in differences(e, a, join(at, i))]
        longer = expected if len(expected) > len(actual) else actual
        return out + [join(at, i) for i in range(min(len(expected), len(actual)), len(longer))]
    return [] if _same(expected, actual) else [at or "$"]


def rebuilt_fields(document: dict, names) -> dict:
    """The signed fields of a document, as declared by its kind (a field the document lost stays missing, so the
    hash cannot match)."""
    return {name: document[name] for name in names if name in document}


def unsigned_fields(document: dict, signed, shown=()) -> list[str]:
    """Top-level fields a document carries that no signature covers and the kind does not show."""
    known = set(signed) | set(shown) | set(SIGNATURE_FIELDS) | {"meta"}
    return sorted(str(name) for name in document if name not in known)


def snapshot_claim(kind: str, document: dict, **extra) -> Claim:
    """A snapshot that carries its own hash and signatures beside its fields: every other field is signed."""
    content = {k: v for k, v in document.items() if k not in SIGNATURE_FIELDS}
    return Claim(kind, document.get("content_hash"), content, signature=document.get("signature"),
                 ed25519_signature=document.get("ed25519_signature"), signing_key_id=document.get("signing_key_id"),
                 **extra)


def _recompute(claim: Claim) -> str | None:
    if claim.content is MISSING:
        return claim.recomputed
    try:
        return signing.content_hash(claim.content)
    except (TypeError, ValueError, OverflowError):  # NaN, an integer past 2**53: no document of the hub has them
        return None


def _judge_claim(claim: Claim) -> dict:
    recomputed, carried = _recompute(claim), text(claim.carried, 64)
    hash_ok = bool(recomputed and carried and signing.is_hex64(carried)
                   and signing.constant_time_equal(recomputed, carried.lower()))
    changed = list(claim.changed)
    if claim.stored is not MISSING and claim.content is not MISSING:
        changed += differences(claim.stored, claim.content, claim.at)
    checked = {"verdict": "invalid", "checks": {"hmac": None, "ed25519": None}, "reasons": []}
    if hash_ok:
        checked = signing.verify_artefact(claim.kind, carried.lower(), signature=text(claim.signature, 128),
                                          ed25519_signature=text(claim.ed25519_signature),
                                          key_id=text(claim.signing_key_id, 80))
    reasons = list(checked["reasons"])
    if not hash_ok or changed:
        reasons.insert(0, "content_changed")
    verdict = "invalid" if "content_changed" in reasons else checked["verdict"]
    if verdict == "unverifiable" and not (claim.signature or claim.ed25519_signature):
        verdict = "unsigned"
    return {"verdict": verdict, "reasons": reasons, "changed": changed or ([claim.at] if not hash_ok and claim.at
                                                                           else []),
            "hash_ok": hash_ok, "hmac": checked["checks"]["hmac"], "ed25519": checked["checks"]["ed25519"],
            "carried": carried, "recomputed": recomputed, "signing_key_id": text(claim.signing_key_id, 80)}


def _all(values) -> bool | None:
    """True when every claim's check passed, False when one failed, None when none was checked."""
    seen = [v for v in values if v is not None]
    return None if not seen else all(seen)


VERDICT_ORDER = ("invalid", "unverifiable", "unsigned", "valid")


def judge(reading: Reading) -> Found:
    """The verdict on a recognised document: invalid when any claim's content or signature fails (reason
    content_changed, with the paths that differ where the hub can tell), valid when every claim holds."""
    judged = [_judge_claim(c) for c in reading.claims]
    verdict = min((j["verdict"] for j in judged), key=VERDICT_ORDER.index) if judged else reading.empty_verdict
    first = judged[0] if len(judged) == 1 else None
    return Found(kind=reading.kind, verdict=verdict,
                 reasons=list(dict.fromkeys(r for j in judged for r in j["reasons"])),
                 changed=list(dict.fromkeys(p for j in judged for p in j["changed"]))[:MAX_PATHS],
                 checks={"content_hash": _all(j["hash_ok"] for j in judged), "hmac": _all(j["hmac"] for j in judged),
                         "ed25519": _all(j["ed25519"] for j in judged)},
                 content_hash=reading.subject_hash or (first["carried"] if first else None),
                 signing_key_id=next((j["signing_key_id"] for j in judged if j["signing_key_id"]), None),
                 document={k: v for k, v in reading.document.items() if v is not None},
                 unsigned_fields=reading.unsigned[:MAX_PATHS])


def read(dropped: Dropped) -> Reading | None:
    """The first declared kind that recognises the document, as that kind rebuilds it; None when none does."""
    seen = set()
    for artefact in registry().artefacts.values():
        if artefact.signed_content in seen:
            continue
        seen.add(artefact.signed_content)
        reading = resolve(artefact.signed_content)(dropped)
        if reading is not None:
            return reading
    return None
