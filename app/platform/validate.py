"""Validators and fields every schema shares: full-match patterns, strict JSON booleans, bounded integers, instants
in answers."""

from __future__ import annotations

from marshmallow import fields, validate

# The largest integer a schema accepts or answers unless it says otherwise: fits every database's BIGINT,
# and documents a `maximum` in the OpenAPI.
MAX_INT = 2**31 - 1


class FullMatch(validate.Regexp):
    """Regexp that must match the whole value (marshmallow's Regexp uses re.match, so "FR\\n" would pass
    ^[A-Za-z]{2}$); a subclass so that apispec still documents the `pattern`."""

    def __call__(self, value):
        if self.regex.fullmatch(value) is None:
            raise validate.ValidationError(self._format_error(value))
        return value


class PlainText(validate.Validator):
    """Text shown to other people (a label, a note): any script, but no control or invisible format characters
    (line breaks, escapes, bidirectional overrides, zero-width spaces), not blank, no leading or trailing space."""

    error = "Plain text only: no control or invisible characters, no leading or trailing space, not blank."

    def __call__(self, value):
        import unicodedata

        if (not value.strip() or value != value.strip()
                or any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value)):
            raise validate.ValidationError(self.error)
        return value


HEX64 = FullMatch(r"^[0-9a-fA-F]{64}$", error="Not 64 hex characters.")


class StrictBoolean(fields.Boolean):
    """A JSON body's boolean: true or false only, never 0, 1 or "yes"."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool):
            return value
        raise self.make_error("invalid", input=value)


class Instant(fields.String):
    """A moment in an answer, as every answer writes one: ISO 8601 UTC with a Z, to the second (app.platform.clock's
    iso). A service may hand it a datetime (a model's column) or the string already written."""

    def _serialize(self, value, attr, obj, **kwargs):
        from datetime import datetime

        from app.platform.clock import iso

        return iso(value) if isinstance(value, datetime) else super()._serialize(value, attr, obj, **kwargs)


def count(**kwargs) -> fields.Integer:
    """A non-negative integer in an answer (a total, an index, a limit), documented with its bounds."""
    return fields.Integer(validate=validate.Range(min=0, max=MAX_INT), **kwargs)
