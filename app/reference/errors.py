"""What the reference data refuses, in its own words; `DOMAIN.errors` (app/reference/__init__.py) says what each
answers."""

from __future__ import annotations

from app.platform.errors import NotFound


class JurisdictionNotFound(NotFound):
    """No jurisdiction the hub covers with that code."""

    default_message = "No such jurisdiction."
