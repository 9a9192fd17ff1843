"""What the verify door refuses, in its own words; `DOMAIN.errors` (app/verify/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, NotFound


class UnknownIdForm(NotFound):
    """An id whose prefix no installed domain (or not the asking path's domain) verifies."""

    default_message = "No id the hub issues has that form."


class NothingAsked(Invalid):
    """Neither an id, a hash nor a file."""

    default_message = "Give an id, a hash, or a file."


class EmptyFile(Invalid):
    """A dropped file of no bytes."""

    default_message = "The file is empty."
