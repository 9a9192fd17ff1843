"""Schemas of the keys API."""

from marshmallow import Schema, fields, validate

from app.platform.meta import ResponseSchema
from app.platform.models import MODES, TIERS
from app.platform.validate import Instant, count


class KeyCreate(Schema):
    label = fields.String(validate=validate.Length(min=1, max=80), load_default=None,
                          metadata={"description": "Your name for the key (shown in listings)"})
    mode = fields.String(validate=validate.OneOf(MODES), load_default="live",
                         metadata={"description": "live (svc_pk_live_...) or test (svc_pk_test_...)"})


class QuotaRead(Schema):
    limit = count(required=True)
    used = count(required=True)
    remaining = count(required=True)
    period = fields.String(required=True, dump_default="month", metadata={"example": "month"})
    reset_at = fields.Integer(required=True, validate=validate.Range(min=0, max=2**40),
                              metadata={"description": "Unix time of the next UTC month"})


class KeyRead(ResponseSchema):
    """Dumps a KeyShown (app/keys/service.py): the stored key (`row`) and its quota."""

    key_id = fields.String(required=True, attribute="row.public_id",
                           metadata={"example": "key_2ylpb7kq4ww3dfkfzmkkr7dj"})
    display = fields.String(required=True, attribute="row.display", metadata={"description": "Masked key"})
    label = fields.String(allow_none=True, attribute="row.label")
    tier = fields.String(required=True, attribute="row.tier", validate=validate.OneOf(TIERS))
    mode = fields.String(required=True, attribute="row.mode", validate=validate.OneOf(MODES))
    demo = fields.Boolean(required=True, attribute="row.is_demo")
    created_at = Instant(required=True, attribute="row.created_at")
    revoked_at = Instant(allow_none=True, attribute="row.revoked_at")
    quota = fields.Nested(QuotaRead, required=True)


class KeyCreated(KeyRead):
    key = fields.String(required=True, attribute="secret",
                        metadata={"description": "The key itself: shown once, store it now"})
    warning = fields.String(required=True)
