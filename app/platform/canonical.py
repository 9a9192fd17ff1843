"""RFC 8785 canonical JSON around parts already canonicalised.

A document that repeats the same large parts from request to request (a comparison's product figures, which change
only with the catalogue) can keep each part's canonical bytes (Encoded) and be hashed as a Composed document: its
members are sorted and joined exactly as RFC 8785 does, the Encoded parts placed as they are, every other value
canonicalised as usual, so the bytes (and the hash) are those of the plain document.
"""

from __future__ import annotations

import rfc8785


class Encoded(bytes):
    """The RFC 8785 bytes of one value, made once and placed as they are (a member's value or a list's item)."""

    @classmethod
    def of(cls, value) -> Encoded:
        return cls(rfc8785.dumps(value))


class Composed(dict):
    """A JSON object some of whose values, or items of whose list values, are Encoded."""

    def canonical(self) -> bytes:
        # RFC 8785 3.2.3: members sorted by the UTF-16 code units of their names
        members = sorted(self.items(), key=lambda kv: kv[0].encode("utf-16be"))
        return b"{" + b",".join(rfc8785.dumps(name) + b":" + _part(value) for name, value in members) + b"}"


def _part(value) -> bytes:
    if isinstance(value, Encoded):
        return bytes(value)
    if isinstance(value, Composed):
        return value.canonical()
    if isinstance(value, list | tuple) and any(isinstance(item, Encoded | Composed) for item in value):
        return b"[" + b",".join(_part(item) for item in value) + b"]"
    return rfc8785.dumps(value)
