"""Schemas of the keys API."""

from marshmallow import Schema, fields, validate

from app.platform.meta import ResponseSchema
from app.platform.models import MODES, TIERS
from app.platform.validate import count


class KeyCreate(Schema):
    label = fields.String(validate=validate.Length(min=1, max=80), load_default=None,
                          metadata={"description": "Your name for the key (shown in listings)"})
    mode = fields.String(validate=validate.OneOf(MODES), load_default="live",
                         metadata={"description": "live (svc_pk_live_...) or test (svc_pk_test_...)"})


class QuotaRead(Schema):
    limit = count(required=True)
    used = count(required=True)
    remaining = count(required=True)
    period = fields.String(required=True, metadata={"example": "month"})
    reset_at = fields.Integer(required=True, validate=validate.Range(min=0, max=2**40),
                              metadata={"description": "Unix time of the next UTC month"})


class KeyRead(ResponseSchema):
    key_id = fields.String(required=True, metadata={"example": "key_2ylpb7kq4ww3dfkfzmkkr7dj"})
    display = fields.String(required=True, metadata={"description": "Masked key"})
    label = fields.String(allow_none=True)
    tier = fields.String(required=True, validate=validate.OneOf(TIERS))
    mode = fields.String(required=True, validate=validate.OneOf(MODES))
    demo = fields.Boolean(required=True)
    created_at = fields.String(required=True)
    revoked_at = fields.String(allow_none=True)
    quota = fields.Nested(QuotaRead, required=True)


class KeyCreated(KeyRead):
    key = fields.String(required=True, metadata={"description": "The key itself: shown once, store it now"})
    warning = fields.String(required=True)
