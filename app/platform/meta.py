"""The meta block every body carries: protocol version and computation time."""

from __future__ import annotations

from marshmallow import Schema, fields, post_dump, validate

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


class Absent(Schema):
    """Leaves out the fields named in `absent_when_none` whose value is None: the contract has them absent (an
    unmade signature, a refused item's result), never null."""

    absent_when_none: tuple[str, ...] = ()

    @post_dump
    def _leave_out_none(self, data, **kwargs):
        for name in self.absent_when_none:
            if data.get(name, 0) is None:
                del data[name]
        return data


class ErrorDetails(Schema):
    """Context of an error; each property appears only where it applies."""

    field_messages = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), attribute="fields",
                                 data_key="fields",
                                 metadata={"description": "Per-field messages: 'field', 'query.field' or "
                                                          "'nested.field' -> messages"})
    allowed = fields.Dict(keys=fields.String(), values=fields.List(fields.String()),
                          metadata={"description": "field -> the values it accepts"})
    request_id = fields.String(allow_none=True, metadata={"description": "Quote it when reporting a 500"})
    tier = fields.String(metadata={"description": "The caller's tier, when a higher one is required"})
    limit = fields.Raw(metadata={"description": "The limit reached: an integer (monthly quota, URL bytes) or a "
                                                "string (IP rate limit, e.g. '30 per 1 minute')"})
    reset_at = fields.String(metadata={"description": "When the monthly quota or anchors reset: ISO 8601 UTC with a "
                                                     "Z, the start of the next UTC month (X-RateLimit-Reset gives "
                                                     "the same moment as Unix time)",
                                       "format": "date-time", "example": "2026-12-01T00:00:00Z"})
    scope = fields.String(metadata={"description": "What the limit counts: ip or key"})
    allowed_methods = fields.List(fields.String(), metadata={"description": "Methods this path accepts (405)"})
    missing = fields.List(fields.String(), metadata={"description": "Ids the catalogue does not know"})
    matched = fields.Integer(validate=validate.Range(min=0, max=2**31 - 1),
                             metadata={"description": "How many products matched the filters"})
    active_unit_id = fields.String(metadata={"description": "duplicate_unit: the key's active unit for that operator "
                                                            "and external id"})
    status = fields.String(metadata={"description": "invalid_state: the state the object is in"})


class ErrorDetailSchema(Schema):
    code = fields.String(required=True, metadata={"example": "validation_error"})
    message = fields.String(required=True)
    details = fields.Nested(ErrorDetails, metadata={"description": "Per-field messages or other context"})


class ErrorSchema(Schema):
    """The one error envelope."""

    error = fields.Nested(ErrorDetailSchema, required=True)
    meta = fields.Nested(MetaSchema)


def static_answer(schema_cls, key: tuple, build):
    """A JSON answer of reference data serialised once per process (only meta is new on each request).

    For answers that depend on nothing but shipped data: the schema's dump is the costly part."""
    from flask import current_app, jsonify

    cache = current_app.extensions.setdefault("svc_static_answers", {})
    body = cache.get((schema_cls.__name__, key))
    if body is None:
        body = {k: v for k, v in schema_cls().dump(build()).items() if k != "meta"}
        cache[(schema_cls.__name__, key)] = body
    return jsonify({**body, "meta": meta()})
