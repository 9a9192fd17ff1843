"""What Compare refuses, in its own words; `DOMAIN.errors` (app/compare/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, NotFound


class ProductsNotFound(NotFound):
    """Products asked by id that the catalogue does not know (details.missing names them)."""

    default_message = "Some products are not in the catalogue."


class TooFewMatches(NotFound):
    """A filter that matches fewer than the 2 products a comparison needs."""


class LinkInvalid(NotFound):
    """An alerts link (confirm or unsubscribe) whose token is malformed, forged or names no watcher."""

    default_message = "This link is not valid."


class LinkExpired(NotFound):
    """An alerts link whose token is past its expiry."""


class WrongCount(Invalid):
    """Fewer or more distinct products than the comparison takes."""


class UnknownProducts(Invalid):
    """Products in a body that the catalogue does not know: nothing is signed or watched about them."""


class UnknownLocale(Invalid):
    """A report asked in a language it is not printed in."""


class UnknownJurisdiction(Invalid):
    """A typed jurisdiction that names no place, or several (details.allowed lists them)."""


class SignatureMissing(Invalid):
    """A verification without an HMAC or an Ed25519 signature."""


class WebhooksUnavailable(Invalid):
    """A webhook watcher on a hub that has no WEBHOOK_SECRET to sign with."""
