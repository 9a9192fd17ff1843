"""What proof-tap refuses, in its own words; `DOMAIN.errors` (app/shield/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Conflict, DomainError, Invalid, InvalidState, LimitReached, NotFound


class ReceiptNotFound(NotFound):
    """No receipt with that id."""

    default_message = "No such receipt."


class ReceiptsNotFound(NotFound):
    """Receipts asked for an evidence pack that are not this key's (or not at all)."""


class ReceiptPending(InvalidState):
    """A receipt not sealed yet has no proof to check."""


class NothingToPack(InvalidState):
    """An evidence pack of a key that has no sealed receipt yet."""


class EmptyBody(Invalid):
    """A raw body to anchor with no bytes in it."""


class PayloadTooLarge(DomainError):
    """A raw body or file past the size the tap reads (refused as soon as it passes it)."""


class AnchorQuotaExceeded(LimitReached):
    """A free or demo key has anchored its hashes of the month (details.limit, details.reset_at, Retry-After)."""


class SealConflict(Conflict):
    """Another seal claimed the same pending taps first."""
