"""Every hash and signature of the hub, in one place.

- canonical JSON: RFC 8785 (JCS), so that the same object always gives the same bytes;
- content hash: SHA-256 of those bytes, 64 hex characters;
- HMAC-SHA256 with the server key ATTEST_SIGNING_KEY over `prefix + content_hash`
  (`svc-compare:v1:`, `svc-cfu-e:v1:` ...), checked in constant time; absent without a key;
- Ed25519 over the same bytes, so anyone can verify offline with the public key published at
  /.well-known/svc-signing-keys.json;
- ECDSA signatures that others made (a device with an elliptic-curve key), checked over the bytes they signed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path

import rfc8785
from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from flask import Flask, current_app

from app.platform.canonical import Composed
from app.platform.clock import iso, utcnow

log = logging.getLogger("svc.signing")

ED25519 = "Ed25519"
DEV_KEY_FILE = "ed25519-signing-key.json"


HEX64 = re.compile(r"^[0-9a-fA-F]{64}$")
HEX128 = re.compile(r"^[0-9a-fA-F]{128}\Z")  # an Ed25519 signature written in hex rather than base64url


def is_hex64(value) -> bool:
    """True for a 64-character hex string (a SHA-256 or an HMAC-SHA256)."""
    return isinstance(value, str) and bool(HEX64.match(value))


def require_hex64(value, field: str) -> str:
    """The lowercased 64-hex value of a request field, or a 400 naming that field."""
    if not is_hex64(value):
        from app.platform.errors import ApiError

        raise ApiError(400, "validation_error", f"{field} must be 64 hex characters.",
                       details={"fields": {field: ["Not 64 hex characters."]}})
    return value.lower()


def canonical_json(obj) -> bytes:
    """RFC 8785 canonical bytes of a JSON-compatible object (of a Composed one, around its Encoded parts)."""
    return obj.canonical() if isinstance(obj, Composed) else rfc8785.dumps(obj)


def sha256_hex(data: bytes) -> str:
    """SHA-256 of bytes, 64 hex characters."""
    return hashlib.sha256(data).hexdigest()


def sha256_digest(data: bytes) -> bytes:
    """SHA-256 of bytes, the 32 raw bytes (the leaves and nodes of a Merkle tree)."""
    return hashlib.sha256(data).digest()


def sha256_hasher():
    """An incremental SHA-256 for bytes that arrive in pieces: update(chunk) as they come, hexdigest() at the end."""
    return hashlib.sha256()


def content_hash(obj) -> str:
    """SHA-256 of the canonical JSON of obj, 64 hex characters."""
    return sha256_hex(canonical_json(obj))


def signing_input(prefix: str, digest: str) -> bytes:
    """The bytes both signatures cover: the spec's prefix then the content hash."""
    return f"{prefix}{digest}".encode()


def hmac_hex(secret: str, data: bytes) -> str:
    return hmac.new(secret.encode(), data, hashlib.sha256).hexdigest()


def constant_time_equal(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Ed25519Key:
    key_id: str
    public_key: Ed25519PublicKey
    valid_from: str | None
    private_key: Ed25519PrivateKey | None = None
    valid_until: str | None = None

    def public_raw(self) -> bytes:
        return self.public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)

    def published(self) -> dict:
        """The key as published: a JWK (RFC 8037) plus the hub's own fields."""
        entry = {
            "kid": self.key_id, "kty": "OKP", "crv": "Ed25519", "alg": "EdDSA", "use": "sig",
            "algorithm": ED25519, "x": _b64url(self.public_raw()),
            "public_key_hex": self.public_raw().hex(), "valid_from": self.valid_from,
        }
        if self.valid_until:
            entry["valid_until"] = self.valid_until
        return entry


def key_id_for(public_key: Ed25519PublicKey) -> str:
    raw = public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return "svc-ed25519-" + sha256_hex(raw)[:16]


@dataclass
class KeyRing:
    """The current Ed25519 signing key (if any) and the retired keys still published."""

    current: Ed25519Key | None
    retired: list[Ed25519Key] = field(default_factory=list)

    def find(self, key_id: str) -> Ed25519Key | None:
        for key in [self.current, *self.retired]:
            if key and key.key_id == key_id:
                return key
        return None


def _private_from_text(text: str) -> Ed25519PrivateKey:
    text = text.strip()
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(text.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError("SVC_ED25519_PRIVATE_KEY is not an Ed25519 key")
        return key
    return Ed25519PrivateKey.from_private_bytes(_b64url_decode(text.replace("+", "-").replace("/", "_")))


def _dev_key(instance_path: Path) -> tuple[Ed25519PrivateKey, str]:
    """Load, or create once, the development key kept under instance/."""
    path = instance_path / DEV_KEY_FILE
    if path.exists():
        data = json.loads(path.read_text())
        return _private_from_text(data["private_key_pem"]), data["valid_from"]
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()).decode()
    valid_from = iso(utcnow())
    instance_path.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"private_key_pem": pem, "valid_from": valid_from}))
    path.chmod(0o600)
    log.warning("generated a development Ed25519 signing key into %s; configure "
                "SVC_ED25519_PRIVATE_KEY in production", path)
    return key, valid_from


def _retired_keys(raw: str) -> list[Ed25519Key]:
    keys = []
    for entry in json.loads(raw) if raw.strip() else []:
        public = Ed25519PublicKey.from_public_bytes(_b64url_decode(entry["x"]))
        keys.append(Ed25519Key(entry.get("kid") or key_id_for(public), public,
                               entry.get("valid_from"), valid_until=entry.get("valid_until")))
    return keys


def load_keyring(app: Flask) -> KeyRing:
    """Build the key ring from configuration; generate a dev key in the embedded mode."""
    configured = app.config.get("SVC_ED25519_PRIVATE_KEY", "")
    private, valid_from = None, app.config.get("SVC_ED25519_VALID_FROM") or None
    if configured:
        private = _private_from_text(configured)
    elif app.config.get("SVC_MODE") == "embedded":
        private, valid_from = _dev_key(Path(app.instance_path))
    else:
        log.warning("no SVC_ED25519_PRIVATE_KEY: documents carry no Ed25519 signature")
    current = None
    if private is not None:
        public = private.public_key()
        current = Ed25519Key(key_id_for(public), public, valid_from, private)
    return KeyRing(current, _retired_keys(app.config.get("SVC_ED25519_PREVIOUS_KEYS", "")))


def keyring() -> KeyRing:
    return current_app.extensions["svc_keyring"]


def _hmac_key() -> str:
    return current_app.config.get("ATTEST_SIGNING_KEY") or ""


def hmac_sign(prefix: str, digest: str) -> str | None:
    """HMAC-SHA256 of prefix+hash with ATTEST_SIGNING_KEY, or None when no key is configured."""
    secret = _hmac_key()
    return hmac_hex(secret, signing_input(prefix, digest)) if secret else None


def hmac_verify(prefix: str, digest: str, signature: str) -> bool | None:
    """True or False in constant time; None when the hub has no HMAC key to check with."""
    secret = _hmac_key()
    if not secret:
        return None
    return constant_time_equal(hmac_hex(secret, signing_input(prefix, digest)), signature or "")


def ed25519_sign(prefix: str, digest: str) -> dict | None:
    """{"key_id", "algorithm", "signature" (base64url)} or None without a signing key."""
    key = keyring().current
    if key is None or key.private_key is None:
        return None
    sig = key.private_key.sign(signing_input(prefix, digest))
    return {"key_id": key.key_id, "algorithm": ED25519, "signature": _b64url(sig)}


def ed25519_verify(prefix: str, digest: str, signature: str, key_id: str) -> bool:
    """Check an Ed25519 signature with a published key (current or retired)."""
    key = keyring().find(key_id)
    if key is None:
        return False
    try:
        raw = bytes.fromhex(signature) if HEX128.match(signature) else _b64url_decode(signature)
        key.public_key.verify(raw, signing_input(prefix, digest))
    except (InvalidSignature, ValueError):
        return False
    return True


@dataclass(frozen=True)
class Signed:
    content_hash: str
    signature: str | None
    ed25519: dict | None

    def as_fields(self) -> dict:
        """The fields a signed document carries; signature absent without a key, as the spec says."""
        out: dict = {"content_hash": self.content_hash}
        if self.signature:
            out["signature"] = self.signature
        if self.ed25519:
            out["ed25519_signature"] = self.ed25519["signature"]
            out["signing_key_id"] = self.ed25519["key_id"]
        return out


def sign(prefix: str, snapshot) -> Signed:
    """Hash a snapshot canonically and sign the hash with both signatures available."""
    digest = content_hash(snapshot)
    return Signed(digest, hmac_sign(prefix, digest), ed25519_sign(prefix, digest))


def published_keys() -> dict:
    """The document served at /.well-known/svc-signing-keys.json."""
    ring = keyring()
    keys = [k.published() for k in [ring.current, *ring.retired] if k]
    return {
        "keys": keys,
        "signed_bytes": "UTF-8 of prefix + content_hash, e.g. 'svc-compare:v1:' + 64 hex",
        "content_hash": "SHA-256 of the RFC 8785 canonical JSON of the snapshot",
        "hmac": {"algorithm": "HMAC-SHA256", "configured": bool(_hmac_key()),
                 "note": "HMAC signatures can only be checked by the hub's verify endpoints."},
    }


def artefact(kind: str):
    """The declared kind of signed document (its prefix and schema id), or a programming error."""
    from app.platform.domain import registry

    declared = registry().artefacts.get(kind)
    if declared is None:
        raise ValueError(f"unknown signed artefact kind {kind!r}")
    return declared


def sign_artefact(kind: str, snapshot) -> Signed:
    """Hash and sign a snapshot under the prefix its kind declares."""
    return sign(artefact(kind).prefix, snapshot)


def verify_artefact(kind: str, digest: str, *, signature: str | None = None, ed25519_signature: str | None = None,
                    key_id: str | None = None, snapshot=None) -> dict:
    """The one verification of every signed document: hash (when the snapshot is known), HMAC, Ed25519.

    verdict: invalid when any check fails; valid when one passes and none fails; unsigned when a stored
    document carries no signature; unverifiable when a stateless check has nothing this hub can check.
    reasons name what failed or could not be checked: hash_mismatch, hmac_mismatch, ed25519_mismatch,
    unknown_key, no_hmac_key. An Ed25519 signature is accepted in base64url (as issued) or in hex."""
    declared = artefact(kind)
    recomputed = content_hash(snapshot) if snapshot is not None else None
    hash_ok = constant_time_equal(recomputed, digest) if recomputed is not None else None
    hmac_ok = hmac_verify(declared.prefix, digest, signature) if signature else None
    ed_ok = ed25519_verify(declared.prefix, digest, ed25519_signature, key_id or "") if ed25519_signature else None
    checks = [hash_ok, hmac_ok, ed_ok]
    reasons = [reason for reason, failed in (
        ("hash_mismatch", hash_ok is False), ("hmac_mismatch", hmac_ok is False),
        ("unknown_key", ed_ok is False and keyring().find(key_id or "") is None),
        ("ed25519_mismatch", ed_ok is False and keyring().find(key_id or "") is not None),
        ("no_hmac_key", bool(signature) and hmac_ok is None)) if failed]
    if any(c is False for c in checks):
        verdict = "invalid"
    elif hmac_ok or ed_ok:
        verdict = "valid"
    else:
        verdict = "unsigned" if snapshot is not None else "unverifiable"
    out = {"valid": verdict == "valid", "verdict": verdict, "content_hash": digest, "kind": kind,
           "prefix": declared.prefix, "schema": declared.schema, "reasons": reasons,
           "checks": {"content_hash": hash_ok, "hmac": hmac_ok, "ed25519": ed_ok}}
    if recomputed is not None:
        out["recomputed_hash"] = recomputed
    return out


# The elliptic curves (by the names the cryptography library gives them) and hashes an ECDSA check can use.
EC_CURVES: dict[str, type[ec.EllipticCurve]] = {curve.name: curve for curve in (
    ec.SECP192R1, ec.SECP256R1, ec.SECP384R1, ec.SECP521R1, ec.SECP256K1, ec.BrainpoolP256R1, ec.BrainpoolP384R1,
    ec.BrainpoolP512R1)}
ECDSA_HASHES = {"sha256": hashes.SHA256, "sha384": hashes.SHA384, "sha512": hashes.SHA512}


@dataclass(frozen=True)
class EcPublicKey:
    """Another party's elliptic-curve public key: its curve's name (secp256r1, brainpoolP256r1 ...) and its
    SubjectPublicKeyInfo DER (what a fingerprint of the key hashes)."""

    curve: str
    der: bytes
    key: ec.EllipticCurvePublicKey = field(repr=False, compare=False)


def ec_public_key(data: bytes) -> EcPublicKey | None:
    """An elliptic-curve public key from PEM or DER bytes; None when they hold no readable key of that kind."""
    try:
        key = (serialization.load_pem_public_key(data) if data.lstrip().startswith(b"-----BEGIN")
               else serialization.load_der_public_key(data))
    except (ValueError, TypeError, UnsupportedAlgorithm):
        return None
    if not isinstance(key, ec.EllipticCurvePublicKey):
        return None
    der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return EcPublicKey(key.curve.name, der, key)


def ecdsa_verify(key: EcPublicKey, signature: bytes, data: bytes, hash_name: str = "sha256") -> bool:
    """True when a DER-encoded ECDSA signature over `data`, hashed with `hash_name` (ECDSA_HASHES), checks with the
    key; False for any other signature, a garbled one included."""
    try:
        key.key.verify(signature, data, ec.ECDSA(ECDSA_HASHES[hash_name]()))
    except InvalidSignature:
        return False
    return True


WEBHOOK_SECRET_PREFIX = "whsec_"  # noqa: S105 (the prefix every secret is written with, not a secret)


def webhook_secret(webhook_id: str, generation: int = 0) -> str | None:
    """A webhook's signing secret, derived from WEBHOOK_SECRET, the webhook's id and its rotation count, so
    that none is stored: `whsec_` + base64 of 32 bytes, as the Standard Webhooks spec writes them. None
    without WEBHOOK_SECRET."""
    key = current_app.config.get("WEBHOOK_SECRET")
    if not key:
        return None
    raw = hmac.new(key.encode(), f"svc-webhook-secret:v1:{webhook_id}:{generation}".encode(), hashlib.sha256)
    return WEBHOOK_SECRET_PREFIX + base64.b64encode(raw.digest()).decode("ascii")


def webhook_headers(secrets: list[str], message_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    """The signature headers of one delivery, with every secret still signing (the newest first).

    - X-SVC-Signature: `sha256=` + hex HMAC-SHA256 of the raw body keyed with the newest secret's text, as
      GitHub's X-Hub-Signature-256, so its verifiers work unchanged (X-SVC-Signature-Previous: the same with the
      previous secret, during a rotation);
    - webhook-id, webhook-timestamp, webhook-signature: the Standard Webhooks headers, one `v1,` + base64
      HMAC-SHA256 of `id.timestamp.body` per secret (keyed with the base64-decoded part), space-separated."""
    signed = f"{message_id}.{timestamp}.".encode() + body
    standard = " ".join(
        "v1," + base64.b64encode(hmac.new(base64.b64decode(s.removeprefix(WEBHOOK_SECRET_PREFIX)), signed,
                                          hashlib.sha256).digest()).decode("ascii") for s in secrets)
    github = ["sha256=" + hmac.new(s.encode(), body, hashlib.sha256).hexdigest() for s in secrets]
    out = {"X-SVC-Signature": github[0], "webhook-id": message_id, "webhook-timestamp": str(timestamp),
           "webhook-signature": standard}
    if len(github) > 1:  # during a rotation, the previous secret's signature for GitHub-scheme verifiers
        out["X-SVC-Signature-Previous"] = github[1]
    return out
