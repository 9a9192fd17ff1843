"""ECDSA signatures made by others (a meter, a device) are checked in platform/signing.py: a key read from PEM or
DER names its curve, and a signature checks only with its key, over the bytes signed, under the hash named."""

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

from app.platform import signing

DATA = b'{"FV":"1.0","RD":[{"RV":"0.0"}]}'


def _pair(curve=ec.SECP256R1):
    private = ec.generate_private_key(curve())
    return private, private.public_key()


def _der(public) -> bytes:
    return public.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


def test_a_key_is_read_from_der_or_pem_with_its_curve_and_its_der():
    _, public = _pair(ec.BrainpoolP256R1)
    pem = public.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    from_der, from_pem = signing.ec_public_key(_der(public)), signing.ec_public_key(pem)
    assert from_der == from_pem and from_der.curve == "brainpoolP256r1" and from_der.der == _der(public)
    assert from_der.curve in signing.EC_CURVES


def test_bytes_that_hold_no_elliptic_curve_key_are_no_key():
    other = ed25519.Ed25519PrivateKey.generate().public_key()
    for data in (b"", b"not a key", b"-----BEGIN PUBLIC KEY-----\nxx\n-----END PUBLIC KEY-----", _der(other)):
        assert signing.ec_public_key(data) is None


@pytest.mark.parametrize("hash_name", sorted(signing.ECDSA_HASHES))
def test_a_signature_checks_only_with_its_key_over_the_bytes_signed_and_under_its_hash(hash_name):
    private, public = _pair()
    key = signing.ec_public_key(_der(public))
    signature = private.sign(DATA, ec.ECDSA(signing.ECDSA_HASHES[hash_name]()))
    assert signing.ecdsa_verify(key, signature, DATA, hash_name) is True
    assert signing.ecdsa_verify(key, signature, DATA + b" ", hash_name) is False
    assert signing.ecdsa_verify(signing.ec_public_key(_der(_pair()[1])), signature, DATA, hash_name) is False
    other = next(name for name in signing.ECDSA_HASHES if name != hash_name)
    assert signing.ecdsa_verify(key, signature, DATA, other) is False


def test_a_garbled_signature_is_false_not_an_error():
    _, public = _pair()
    key = signing.ec_public_key(_der(public))
    assert signing.ecdsa_verify(key, b"\x30\x02\x01", DATA) is False
    assert signing.ecdsa_verify(key, b"", DATA) is False
