"""What Attest refuses, in its own words; `DOMAIN.errors` (app/attest/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, NotFound


class AttestationNotFound(NotFound):
    """No attestation with that id (or, where the key matters, not this key's)."""

    default_message = "No such attestation."


class SignatureMissing(Invalid):
    """A stateless check without an HMAC or an Ed25519 signature."""


class NothingToVerify(Invalid):
    """A verification with neither an id nor a hash."""
