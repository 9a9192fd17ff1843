"""Prefixed opaque ids (scr_, att_, cfu_e_, wh_ ...): each prefix is declared by the domain that owns it."""

from __future__ import annotations

import base64
import re
import secrets

BODY = "[a-z2-7]{24}"  # base32 of 120 random bits
_BODY = re.compile(rf"^{BODY}\Z")


def new_id(prefix: str) -> str:
    """A new id: a declared prefix, an underscore, 24 lowercase base32 characters (120 random bits)."""
    from app.platform.domain import registry

    if prefix not in registry().ids:
        raise ValueError(f"unknown id prefix {prefix!r}")
    body = base64.b32encode(secrets.token_bytes(15)).decode("ascii").lower()
    return f"{prefix}_{body}"


def id_pattern(*prefixes: str) -> str:
    """The regular expression of an id with one of these prefixes, as the OpenAPI declares it."""
    return rf"^(?:{'|'.join(re.escape(p) for p in prefixes)})_{BODY}$"


def id_parameter(name: str, description: str, *prefixes: str) -> dict:
    """An id's path parameter with its pattern, so that no literal route beside it (/chargeflow/partners beside
    /chargeflow/{unit_id}) reads as an id to a tool that generates requests from the description."""
    return {"in": "path", "name": name, "required": True, "description": description,
            "schema": {"type": "string", "pattern": id_pattern(*prefixes)}}


def is_id(value: str, prefix: str) -> bool:
    """True when value is a well-formed id with this prefix."""
    head = f"{prefix}_"
    return isinstance(value, str) and value.startswith(head) and bool(_BODY.match(value[len(head):]))
