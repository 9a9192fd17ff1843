"""The meta block every body carries: protocol version and computation time."""

from __future__ import annotations

from marshmallow import Schema, fields, post_dump

from app.config import PROTOCOL_VERSION
from app.platform.clock import iso, utcnow


def meta(**extra) -> dict:
    """{"version": "1.0", "computed_at": now, ...extra}."""
    return {"version": PROTOCOL_VERSION, "computed_at": iso(utcnow()), **extra}


class MetaSchema(Schema):
    version = fields.String(required=True, metadata={"example": PROTOCOL_VERSION})
    computed_at = fields.String(required=True, metadata={"description": "ISO 8601 UTC"})


class ResponseSchema(Schema):
    """Base of every response body: fills `meta` when the service did not."""

    meta = fields.Nested(MetaSchema, required=True)

    @post_dump(pass_original=True)
    def _add_meta(self, data, original, **kwargs):
        if not data.get("meta"):
            data["meta"] = meta()
        return data


class ErrorDetailSchema(Schema):
    code = fields.String(required=True, metadata={"example": "validation_error"})
    message = fields.String(required=True)
    details = fields.Dict(metadata={"description": "Per-field messages or other context"})


class ErrorSchema(Schema):
    """The one error envelope."""

    error = fields.Nested(ErrorDetailSchema, required=True)
    meta = fields.Nested(MetaSchema)
