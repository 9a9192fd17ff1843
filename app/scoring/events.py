"""Payload schema of the monitor alerts the scoring domain publishes (regulation_update, new_requirement)."""

from marshmallow import Schema, fields, validate

SEVERITIES = ("low", "medium", "high")


class MonitorAlert(Schema):
    event = fields.String(required=True, validate=validate.OneOf(["regulation_update", "new_requirement"]))
    severity = fields.String(required=True, validate=validate.OneOf(SEVERITIES),
                             metadata={"description": "high: a new requirement or a move of 5 points or more"})
    impact_on_score = fields.Float(required=True, metadata={"description": "New score minus the previous one"})
    monitor_id = fields.String(required=True, metadata={"description": "mon_..."})
    asset_type = fields.String(allow_none=True, required=True)
    jurisdiction = fields.String(allow_none=True, required=True)
    reference_id = fields.String(allow_none=True, metadata={"description": "The regulatory reference's id"})
    summary = fields.String(required=True)
    timestamp = fields.String(required=True, metadata={"description": "ISO 8601 UTC"})
    disclaimer = fields.String(required=True)
