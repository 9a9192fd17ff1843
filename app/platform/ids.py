"""Prefixed opaque ids (scr_, att_, cfu_e_, wh_ ...): each prefix is declared by the domain that owns it."""

from __future__ import annotations

import base64
import re
import secrets

_BODY = re.compile(r"^[a-z2-7]{24}\Z")


def new_id(prefix: str) -> str:
    """A new id: a declared prefix, an underscore, 24 lowercase base32 characters (120 random bits)."""
    from app.platform.domain import registry

    if prefix not in registry().ids:
        raise ValueError(f"unknown id prefix {prefix!r}")
    body = base64.b32encode(secrets.token_bytes(15)).decode("ascii").lower()
    return f"{prefix}_{body}"


def is_id(value: str, prefix: str) -> bool:
    """True when value is a well-formed id with this prefix."""
    head = f"{prefix}_"
    return isinstance(value, str) and value.startswith(head) and bool(_BODY.match(value[len(head):]))
