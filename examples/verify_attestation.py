"""Verify a hub attestation offline, with nothing but its JSON and the hub's published public keys.

    curl -s "$HUB/api/v1/attest/verify?id=att_..." > attestation.json
    curl -s "$HUB/.well-known/svc-signing-keys.json" > keys.json
    python verify_attestation.py attestation.json keys.json

Needs: pip install rfc8785 cryptography. Exit code 0 when valid, 1 otherwise.
"""

import base64
import hashlib
import json
import sys

import rfc8785
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

PREFIX = "svc-attest:v1:"


def b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def verify(attestation: dict, keys: dict) -> tuple[bool, str]:
    # 1. The content hash is SHA-256 of the RFC 8785 canonical JSON of the snapshot.
    digest = hashlib.sha256(rfc8785.dumps(attestation["snapshot"])).hexdigest()
    if digest != attestation["content_hash"]:
        return False, "the snapshot does not match its content hash"
    # 2. The Ed25519 signature covers the UTF-8 bytes of PREFIX + content hash.
    key = next((k for k in keys["keys"] if k["kid"] == attestation.get("signing_key_id")), None)
    if key is None:
        return False, "the signing key is not published"
    public_key = Ed25519PublicKey.from_public_bytes(b64url(key["x"]))
    try:
        public_key.verify(b64url(attestation["ed25519_signature"]), (PREFIX + digest).encode())
    except InvalidSignature:
        return False, "the signature does not match"
    return True, f"valid: signed by {key['kid']}, snapshot hash {digest}"


if __name__ == "__main__":
    with open(sys.argv[1]) as a, open(sys.argv[2]) as k:
        ok, message = verify(json.load(a), json.load(k))
    print(message)
    sys.exit(0 if ok else 1)
