"""The hub's cryptographic bill of materials, as CycloneDX 1.6 CBOM JSON: every algorithm and key the hub uses,
its size and strength, and where in the code it is used (each occurrence a file the hub ships).

ASSETS is the inventory; it is checked against the code by tests/shield/test_cbom.py (every location exists and
names the algorithm), so a new use of cryptography that is not listed here fails a test.
"""

from __future__ import annotations

import uuid

from app.platform import signing
from app.platform.clock import iso, utcnow

# (bom-ref, name, primitive, functions, parameter set, classical security bits, NIST PQC level, OID,
#  occurrences [(file, what it is used for)])
ALGORITHMS = (
    ("crypto/sha-256", "SHA-256", "hash", ("digest",), "256", 128, 2, "2.16.840.1.101.3.4.2.1",
     (("app/platform/signing.py", "content hash of every signed document (RFC 8785 canonical JSON)"),
      ("app/platform/auth.py", "API keys are stored as their SHA-256 only"),
      ("app/shield/merkle.py", "Merkle leaves and nodes of proof-tap roots (RFC 9162)"),
      ("app/shield/service.py", "hash of a tapped payload or an ingested body"))),
    ("crypto/hmac-sha256", "HMAC-SHA256", "mac", ("tag", "verify"), "256", 128, 2, "1.2.840.113549.2.9",
     (("app/platform/signing.py", "HMAC of signed documents with ATTEST_SIGNING_KEY; webhook signatures "
                                  "(X-SVC-Signature and Standard Webhooks webhook-signature)"),)),
    ("crypto/ed25519", "Ed25519", "signature", ("sign", "verify"), "Ed25519", 128, 0, "1.3.101.112",
     (("app/platform/signing.py", "public signatures of attestations, shortlists, reports and proof-tap roots, "
                                  "checkable with the keys at /.well-known/svc-signing-keys.json"),)),
    # verify only: the hub never signs with ECDSA; the weakest curve a meter may use (secp192r1) sets the level
    ("crypto/ecdsa", "ECDSA", "signature", ("verify",), "secp192r1..secp521r1, secp256k1, brainpoolP256r1..P512r1",
     96, 0, "1.2.840.10045.4.3.2",
     (("app/platform/signing.py", "checks a charging meter's signature over its signed data with the meter's "
                                  "public key (SHA-256, SHA-384 or SHA-512)"),
      ("app/chargeflow/ocmf.py", "reads the OCMF signed data's curve, hash and signature for that check"))),
)
KEYS = (
    ("crypto/key/attest-signing", "ATTEST_SIGNING_KEY", "secret-key", None, "crypto/hmac-sha256",
     "app/platform/signing.py", "the HMAC key of signed documents"),
    ("crypto/key/webhook-secret", "WEBHOOK_SECRET", "secret-key", None, "crypto/hmac-sha256",
     "app/platform/signing.py", "the server secret each webhook's signing secret is derived from"),
    ("crypto/key/ed25519", "SVC_ED25519_PRIVATE_KEY", "private-key", 256, "crypto/ed25519",
     "app/platform/signing.py", "the current Ed25519 signing key (retired keys stay published to verify)"),
)
PROTOCOL = ("crypto/tls", "TLS", "tls", "1.2", "app/platform/fetch.py",
            "every outbound HTTPS call (webhook deliveries, live sources, logos), certificates verified")


def _algorithm(ref, name, primitive, functions, parameters, classical, quantum, oid, occurrences) -> dict:
    return {"type": "cryptographic-asset", "bom-ref": ref, "name": name,
            "cryptoProperties": {"assetType": "algorithm", "oid": oid,
                                 "algorithmProperties": {"primitive": primitive, "parameterSetIdentifier": parameters,
                                                         "executionEnvironment": "software-plain-ram",
                                                         "implementationPlatform": "generic",
                                                         "cryptoFunctions": list(functions),
                                                         "classicalSecurityLevel": classical,
                                                         "nistQuantumSecurityLevel": quantum}},
            "evidence": {"occurrences": [{"location": where, "additionalContext": why} for where, why in occurrences]}}


def _key(ref, name, kind, size, algorithm, where, why) -> dict:
    material = {"type": kind, "algorithmRef": algorithm, **({"size": size} if size else {})}
    return {"type": "cryptographic-asset", "bom-ref": ref, "name": name,
            "cryptoProperties": {"assetType": "related-crypto-material", "relatedCryptoMaterialProperties": material},
            "evidence": {"occurrences": [{"location": where, "additionalContext": why}]}}


def _protocol() -> dict:
    ref, name, kind, version, where, why = PROTOCOL
    return {"type": "cryptographic-asset", "bom-ref": ref, "name": name,
            "cryptoProperties": {"assetType": "protocol", "protocolProperties": {"type": kind, "version": version}},
            "evidence": {"occurrences": [{"location": where, "additionalContext": why + f" (at least TLS {version})"}]}}


def document() -> dict:
    """The CBOM as CycloneDX 1.6 JSON; the current Ed25519 key id is named in the metadata."""
    current = signing.keyring().current
    components = [_algorithm(*a) for a in ALGORITHMS] + [_key(*k) for k in KEYS] + [_protocol()]
    return {
        "bomFormat": "CycloneDX", "specVersion": "1.6", "serialNumber": f"urn:uuid:{uuid.uuid4()}", "version": 1,
        "metadata": {"timestamp": iso(utcnow()),
                     "component": {"type": "application", "bom-ref": "svc-hub", "name": "svc-hub",
                                   "description": "Real-asset tokenization intelligence hub"},
                     "properties": [{"name": "svc:ed25519:current-key-id",
                                     "value": current.key_id if current else "none"}]},
        "components": components,
        "dependencies": [{"ref": "svc-hub", "dependsOn": [c["bom-ref"] for c in components]}],
    }
