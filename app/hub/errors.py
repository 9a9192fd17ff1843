"""What the hub refuses, in its own words; `DOMAIN.errors` (app/hub/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, NotFound


class InvalidEmbedChoice(Invalid):
    """An embed builder choice no widget takes: an unknown widget, product or member, too many ids, a bad
    language or partner code (the theme and background are refused by app.platform.embed, as the widgets do)."""

    default_message = "That widget choice is not one the builder offers."


class UnknownGuide(NotFound):
    """No developer guide has this slug."""

    default_message = "No developer guide has this name."


class UnknownOperation(NotFound):
    """No operation of the OpenAPI document has this operationId."""

    default_message = "No API operation has this name."


class TryRefused(Invalid):
    """A "try it" request the reference does not send: an operation other than a GET, or a path value missing or
    leaving the operation's path."""

    default_message = "The reference cannot try that request."
