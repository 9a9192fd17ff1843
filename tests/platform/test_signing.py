"""Canonical JSON, content hashes, HMAC with prefixes and Ed25519 verifiable offline."""

import base64
import json

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from app.platform import signing

PREFIX = "svc-compare:v1:"
SNAPSHOT = {"score": 72.5, "grade": "B", "gaps": [{"item": "kyc", "cost": 10}], "z": None, "a": "é"}


def test_canonical_json_follows_rfc8785_key_order_and_number_form():
    assert signing.canonical_json({"b": 1, "a": [1.0, 2.5e-7, "x"]}) == b'{"a":[1,2.5e-7,"x"],"b":1}'


def test_content_hash_ignores_key_order_and_whitespace():
    reordered = json.loads(json.dumps(dict(reversed(list(SNAPSHOT.items()))), indent=4))
    assert signing.content_hash(reordered) == signing.content_hash(SNAPSHOT)
    assert len(signing.content_hash(SNAPSHOT)) == 64


def test_hmac_signature_verifies_and_any_change_fails(app):
    with app.app_context():
        signed = signing.sign(PREFIX, SNAPSHOT)
        assert len(signed.signature) == 64
        assert signing.hmac_verify(PREFIX, signed.content_hash, signed.signature) is True
        flipped = ("0" if signed.signature[0] != "0" else "1") + signed.signature[1:]
        assert signing.hmac_verify(PREFIX, signed.content_hash, flipped) is False
        changed = signing.content_hash({**SNAPSHOT, "score": 72.6})
        assert signing.hmac_verify(PREFIX, changed, signed.signature) is False
        assert signing.hmac_verify("svc-cfu-e:v1:", signed.content_hash, signed.signature) is False


def test_without_a_server_key_the_hash_is_returned_and_no_signature(make_app, _migrated):
    app = make_app(ATTEST_SIGNING_KEY="")
    with app.app_context():
        fields = signing.sign(PREFIX, SNAPSHOT).as_fields()
        assert "signature" not in fields and len(fields["content_hash"]) == 64
        assert signing.hmac_verify(PREFIX, fields["content_hash"], "0" * 64) is None


def test_ed25519_signature_verifies_offline_with_the_published_key(app, client):
    with app.app_context():
        fields = signing.sign(PREFIX, SNAPSHOT).as_fields()
    published = client.get("/.well-known/svc-signing-keys.json").json
    key = next(k for k in published["keys"] if k["kid"] == fields["signing_key_id"])
    assert key["crv"] == "Ed25519" and key["valid_from"] == "2026-01-01T00:00:00Z"
    # What a third party does, with nothing but the published JWK and the document:
    raw = base64.urlsafe_b64decode(key["x"] + "==")
    signature = base64.urlsafe_b64decode(fields["ed25519_signature"] + "==")
    digest = signing.sha256_hex(signing.canonical_json(SNAPSHOT))
    Ed25519PublicKey.from_public_bytes(raw).verify(signature, f"{PREFIX}{digest}".encode())
    with pytest.raises(InvalidSignature):
        Ed25519PublicKey.from_public_bytes(raw).verify(signature, f"{PREFIX}{'0' * 64}".encode())


def test_ed25519_verify_refuses_a_changed_byte_or_unknown_key(app):
    with app.app_context():
        signed = signing.sign(PREFIX, SNAPSHOT)
        sig, kid = signed.ed25519["signature"], signed.ed25519["key_id"]
        assert signing.ed25519_verify(PREFIX, signed.content_hash, sig, kid)
        tampered = ("A" if sig[0] != "A" else "B") + sig[1:]
        assert not signing.ed25519_verify(PREFIX, signed.content_hash, tampered, kid)
        assert not signing.ed25519_verify(PREFIX, signed.content_hash, sig, "svc-ed25519-unknown")


def test_retired_keys_stay_published_for_verification(make_app, _migrated, client):
    retired = {"kid": "svc-ed25519-old", "x": base64.urlsafe_b64encode(b"\x01" * 32).decode().rstrip("="),
               "valid_from": "2025-01-01T00:00:00Z", "valid_until": "2026-01-01T00:00:00Z"}
    app = make_app(SVC_ED25519_PREVIOUS_KEYS=json.dumps([retired]))
    keys = app.test_client().get("/.well-known/svc-signing-keys.json").json["keys"]
    assert [k["kid"] for k in keys][1:] == ["svc-ed25519-old"]
    assert keys[1]["valid_until"] == "2026-01-01T00:00:00Z"


def test_embedded_mode_generates_a_development_key_once(make_app, _migrated, tmp_path, monkeypatch):
    from app.platform.signing import load_keyring

    app = make_app(SVC_ED25519_PRIVATE_KEY="", SVC_MODE="embedded")
    monkeypatch.setattr(app, "instance_path", str(tmp_path))
    first, second = load_keyring(app), load_keyring(app)
    assert first.current.key_id == second.current.key_id
    assert (tmp_path / signing.DEV_KEY_FILE).stat().st_mode & 0o777 == 0o600
