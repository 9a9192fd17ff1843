"""Prefixed opaque ids: scr_, mon_, att_, cfu_e_, wh_, whd_, evt_, key_ ..."""

from __future__ import annotations

import base64
import re
import secrets

PREFIXES = frozenset({
    "scr", "mon", "att", "cfu_e", "cfu_w", "cfu_f", "wh", "whd", "evt", "key", "req", "cw", "mail",
})
_BODY = re.compile(r"^[a-z2-7]{24}$")


def new_id(prefix: str) -> str:
    """A new id: the prefix, an underscore, 24 lowercase base32 characters (120 random bits)."""
    if prefix not in PREFIXES:
        raise ValueError(f"unknown id prefix {prefix!r}")
    body = base64.b32encode(secrets.token_bytes(15)).decode("ascii").lower()
    return f"{prefix}_{body}"


def is_id(value: str, prefix: str) -> bool:
    """True when value is a well-formed id with this prefix."""
    head = f"{prefix}_"
    return isinstance(value, str) and value.startswith(head) and bool(_BODY.match(value[len(head):]))
