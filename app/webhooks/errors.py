"""What Webhooks refuses, in its own words; `DOMAIN.errors` (app/webhooks/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import DomainError, Invalid, InvalidState, LimitReached, NotFound


class WebhookNotFound(NotFound):
    """No webhook with that id, or another key's."""

    default_message = "No such webhook."


class DeliveryNotFound(NotFound):
    """No delivery with that id on a webhook of the key."""

    default_message = "No such delivery."


class InvalidWebhook(Invalid):
    """A URL the hub will not call, or event names it does not publish (details.allowed lists them)."""


class TooManyWebhooks(LimitReached):
    """The key has registered as many webhooks as a key may."""


class StillAttempted(InvalidState):
    """A delivery is replayed once it is delivered or dead_letter, not while it is still being attempted."""


class SigningUnavailable(DomainError):
    """The hub has no WEBHOOK_SECRET, so it cannot sign a delivery nor show a secret."""
