"""What Attest refuses, in its own words; `DOMAIN.errors` (app/attest/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import NotFound


class AttestationNotFound(NotFound):
    """No attestation with that id (or, where the key matters, not this key's)."""

    default_message = "No such attestation."

