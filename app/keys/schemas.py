"""Schemas of the keys API."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.meta import ResponseSchema
from app.platform.models import MODES, TIERS
from app.platform.validate import Instant, count


class Expiry(Schema):
    """An optional expiry, as a moment or as a number of days."""

    expires_at = fields.AwareDateTime(format="iso", load_default=None, metadata={
        "description": "When the key stops answering (ISO 8601 with an offset; future, at most 366 days ahead)"})
    expires_in_days = fields.Integer(strict=True, validate=validate.Range(min=1, max=366), load_default=None, metadata={
        "description": "Or: the key expires this many days from now (1-366); not both"})

    @validates_schema
    def _one_expiry(self, data, **kwargs):
        if data.get("expires_at") is not None and data.get("expires_in_days") is not None:
            raise ValidationError("Give expires_at or expires_in_days, not both.", "expires_in_days")


class TestKeyCreate(Expiry):
    label = fields.String(validate=validate.Length(min=1, max=80), load_default=None,
                          metadata={"description": "Your name for the key (shown in listings)"})


class KeyCreate(TestKeyCreate):
    mode = fields.String(validate=validate.OneOf(MODES), load_default="live",
                         metadata={"description": "live (svc_pk_live_...) or test (svc_pk_test_...): a test key's "
                                                  "objects never appear on public boards or listings"})


class KeyRotate(Schema):
    grace_seconds = fields.Integer(strict=True, validate=validate.Range(min=0, max=86400), load_default=3600, metadata={
        "description": "How long the current secret keeps answering after the rotation (0-86400, default 3600)"})


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
    expires_at = Instant(allow_none=True, attribute="row.expires_at",
                         metadata={"description": "When the key stops answering (401 expired_api_key), if ever"})
    previous_key_expires_at = Instant(allow_none=True, attribute="row.previous_expires_at", metadata={
        "description": "After a rotation: when the previous secret stops answering"})
    livemode = fields.Boolean(required=True, attribute="row.livemode")
    quota = fields.Nested(QuotaRead, required=True)


class KeyCreated(KeyRead):
    key = fields.String(required=True, attribute="secret",
                        metadata={"description": "The key itself: shown once, store it now"})
    warning = fields.String(required=True)
