"""Schemas of the status and change feed endpoints."""

from marshmallow import Schema, fields

from app.platform.meta import ResponseSchema
from app.platform.validate import Instant


class ProbeRead(Schema):
    status = fields.String(required=True, metadata={"description": "ok, down or not_configured"})
    backend = fields.String()
    latency_ms = fields.Float()
    error = fields.String()


class ServicesRead(Schema):
    database = fields.Nested(ProbeRead, required=True)
    redis = fields.Nested(ProbeRead, required=True)


class StatusRead(ResponseSchema):
    """The hub's status (service.Status)."""

    status = fields.String(required=True, metadata={"description": "ok, degraded (Redis down) or down"})
    protocol_version = fields.String(required=True, metadata={"example": "1.0"})
    commit = fields.String(required=True)
    timestamp = Instant(required=True)
    mode = fields.String(required=True, metadata={"description": "embedded or production"})
    jobs = fields.String(required=True, metadata={"description": "inline or rq"})
    services = fields.Nested(ServicesRead, required=True)


class LinkRead(Schema):
    href = fields.String(required=True)
    label = fields.String(required=True)


class ChangeEntryRead(Schema):
    id = fields.String(required=True)
    date = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True)
    details = fields.List(fields.String(), required=True)
    links = fields.List(fields.Nested(LinkRead), required=True)
    tags = fields.List(fields.String(), required=True)
    status = fields.String(required=True)
    roadmapItem = fields.String(allow_none=True)  # noqa: N815 (the contract's field name)
    commit = fields.String()


class ChangelogRead(ResponseSchema):
    disclaimer = fields.String(required=True)
    version = fields.String(required=True)
    generated_at = fields.String(required=True)
    page_url = fields.String(required=True)
    entries = fields.List(fields.Nested(ChangeEntryRead), required=True)
    upcoming = fields.List(fields.Nested(ChangeEntryRead), required=True,
                           metadata={"description": "Announced entries, shaped like entries (empty today)"})
