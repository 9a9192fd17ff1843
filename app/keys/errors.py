"""What Keys refuses, in its own words; `DOMAIN.errors` (app/keys/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import DomainError, Invalid, NotFound


class KeyNotFound(NotFound):
    """No key with that public id or secret."""

    default_message = "No such key."


class UnknownTier(Invalid):
    """A tier the hub does not sell."""


class DemoKeyImmutable(DomainError):
    """The shared demo key stays on the free tier and is never revoked."""


class TestKeyRefused(DomainError):
    """Test keys of a paid tier are made from a live key of that tier, or from a test key made from one, and
    from nothing else."""


class BadExpiry(Invalid):
    """An expiry in the past, or more than 366 days ahead."""
