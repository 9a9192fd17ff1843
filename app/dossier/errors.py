"""What Dossier refuses, in its own words; `DOMAIN.errors` (app/dossier/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, NotFound


class ProductsNotFound(NotFound):
    """Comparables named by id that the catalogue does not know."""


class GreenAssetNotFound(NotFound):
    """A green id that is no green index member, water asset or nature asset."""


class LogoRefused(Invalid):
    """A logo the hub will not fetch or embed (too large, not a PNG or JPEG, unreachable)."""
