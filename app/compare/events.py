"""Payload schema of the event the comparison domain publishes (compare.alerts.apy_move)."""

from marshmallow import Schema, fields, validate


class Move(Schema):
    product_id = fields.String(required=True)
    entity_id = fields.String(required=True)
    field = fields.String(required=True, metadata={"description": "apy, tvl_usd, liquidity_score or attestations"})
    previous = fields.Raw(allow_none=True, metadata={"description": "The value at registration or last alert"})
    current = fields.Raw(allow_none=True, metadata={"description": "The value now"})
    delta = fields.Float(allow_none=True, metadata={"description": "current - previous for numbers"})
    source_type = fields.String(required=True, metadata={"description": "snapshot or live"})
    note = fields.String(required=True, metadata={"description": "The figure's date or what changed"})


class Policy(Schema):
    never_invent_apy = fields.Boolean(required=True)
    indicative_only = fields.Boolean(required=True)


class ApyMove(Schema):
    event = fields.String(required=True, validate=validate.Equal("compare.alerts.apy_move"))
    schema = fields.String(required=True, validate=validate.Equal("svc.compare.alerts.move.v1"))
    delivery = fields.String(required=True, validate=validate.Equal("best_effort"))
    as_of = fields.String(required=True, metadata={"description": "ISO 8601 UTC"})
    watcher_product_ids = fields.List(fields.String(), required=True)
    moves = fields.List(fields.Nested(Move), required=True)
    idempotency_key = fields.String(required=True, metadata={"description": "SHA-256 of the watcher and its moves"})
    policy = fields.Nested(Policy, required=True)
