"""What the catalogue refuses, in its own words; `DOMAIN.errors` (app/catalogue/__init__.py) says what each answers."""

from __future__ import annotations

from app.platform.errors import Invalid, LimitReached, NotFound


class ProductNotFound(NotFound):
    default_message = "No such product."


class InvalidFilter(Invalid):
    """A screener query string a page refuses (details.fields, and details.allowed for enums)."""


class ExportTooLarge(LimitReached):
    """More products match than an export holds (details.matched, details.limit)."""
