"""Sealing stored secrets: AES-256-GCM with a key derived (HKDF-SHA256) from the app's SECRET_KEY and a purpose,
so a copy of the database alone does not reveal what was sealed in it. The context (associated data) binds a
sealed value to the row it belongs to: moved to another row, it does not open."""

from __future__ import annotations

import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import current_app

NONCE = 12


class Unsealable(Exception):
    """A sealed value that does not open: another SECRET_KEY, another context, or altered bytes."""


def _cipher(purpose: str) -> AESGCM:
    cache = current_app.extensions.setdefault("svc_sealing", {})
    secret = current_app.config["SECRET_KEY"]
    found = cache.get((purpose, secret))
    if found is None:
        key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                   info=f"svc-sealed:{purpose}:v1".encode()).derive(secret.encode())
        found = cache[(purpose, secret)] = AESGCM(key)
    return found


def seal(purpose: str, data: bytes, context: bytes) -> bytes:
    """nonce || ciphertext+tag of `data`, bound to `context`."""
    nonce = os.urandom(NONCE)
    return nonce + _cipher(purpose).encrypt(nonce, data, context)


def unseal(purpose: str, sealed: bytes, context: bytes) -> bytes:
    """The data seal() sealed with this purpose and context; Unsealable otherwise."""
    try:
        return _cipher(purpose).decrypt(sealed[:NONCE], sealed[NONCE:], context)
    except (InvalidTag, ValueError) as error:
        raise Unsealable(str(error)) from error
