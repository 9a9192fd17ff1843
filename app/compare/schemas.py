"""Schemas of the comparison API."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.catalogue.labels import CATEGORIES, RISK_TIERS
from app.catalogue.schemas import ProductRead
from app.platform.meta import ResponseSchema


class CompareRequest(Schema):
    product_ids = fields.List(fields.String(validate=validate.Length(min=1, max=80)),
                              validate=validate.Length(min=2, max=4),
                              metadata={"description": "2-4 catalogue ids, order kept; or omit and filter"})
    category = fields.String(validate=validate.OneOf(CATEGORIES))
    yield_min = fields.Float(validate=validate.Range(min=0, max=100))
    risk_tier = fields.String(validate=validate.OneOf(RISK_TIERS))
    jurisdiction = fields.String(validate=validate.Length(max=64))
    limit = fields.Integer(load_default=4, validate=validate.Range(min=2, max=4))


class ComparisonBlock(Schema):
    product_count = fields.Integer(required=True)
    share_url = fields.String(required=True)
    highlights = fields.Dict(required=True,
                             metadata={"description": "metric -> [best|worst|null] aligned with products"})


class ComparisonRead(ResponseSchema):
    mode = fields.String(required=True, metadata={"description": "product_ids or filters"})
    products = fields.List(fields.Nested(ProductRead), required=True)
    comparison = fields.Nested(ComparisonBlock, required=True)
    fetched_at = fields.String(required=True)
    query = fields.Dict()


class ShortlistRequest(Schema):
    product_ids = fields.List(fields.String(validate=validate.Length(min=1, max=80)), required=True,
                              validate=validate.Length(min=1, max=4))


class ShortlistRead(ResponseSchema):
    schema_name = fields.String(required=True, data_key="schema", attribute="schema")
    as_of = fields.String(required=True)
    taken_at = fields.String(required=True)
    source_type = fields.String(required=True)
    product_ids = fields.List(fields.String(), required=True)
    products = fields.List(fields.Dict(), required=True)
    citations = fields.List(fields.Dict(), required=True)
    drift = fields.List(fields.Dict(), required=True, metadata={"description": "slug_missing or stale_cache entries"})
    policy = fields.Dict(required=True)
    content_hash = fields.String(required=True)
    signature = fields.String()
    ed25519_signature = fields.String()
    signing_key_id = fields.String()
    signed_fields = fields.List(fields.String(), required=True)
    share_url = fields.String(required=True)


class CompareVerifyRequest(Schema):
    content_hash = fields.String(required=True, validate=validate.Length(max=128))
    signature = fields.String(required=True, validate=validate.Length(max=128))


class CompareVerifyRead(ResponseSchema):
    valid = fields.Boolean(required=True)
    verdict = fields.String(required=True, metadata={"description": "valid, invalid or unverifiable"})
    content_hash = fields.String(required=True)
    prefix = fields.String(required=True)


class BenchmarkArgs(Schema):
    category = fields.String(required=True, validate=validate.OneOf(CATEGORIES))
    jurisdiction = fields.String(validate=validate.Length(max=64), load_default=None)


class BenchmarkRead(ResponseSchema):
    category = fields.String(required=True)
    jurisdiction = fields.String(allow_none=True)
    median_apy = fields.Float(allow_none=True)
    p25_apy = fields.Float(allow_none=True)
    p75_apy = fields.Float(allow_none=True)
    product_count = fields.Integer(required=True)
    as_of = fields.String(allow_none=True)
    oldest_figure = fields.String(allow_none=True)
    source = fields.String(required=True, metadata={"description": "catalogue or static_fallback"})
    note = fields.String()
    product_ids = fields.List(fields.String())
    disclaimer = fields.String(required=True)


class EligibilityArgs(Schema):
    ids = fields.String(required=True, metadata={"description": "comma-separated product ids (1-4)"})


class EligibilityRead(ResponseSchema):
    items = fields.List(fields.Dict(), required=True)
    missing = fields.List(fields.String(), required=True)
    method = fields.Dict(required=True)
    disclaimer = fields.String(required=True)


class ReportArgs(Schema):
    compare = fields.String(required=True, metadata={"description": "2-4 comma-separated product ids"})
    locale = fields.String(load_default="en", validate=validate.OneOf(["en", "fr"]))


class WaitlistRequest(Schema):
    email = fields.Email(load_default=None, allow_none=True, validate=validate.Length(max=320))
    webhook_url = fields.Url(load_default=None, allow_none=True, schemes={"https"},
                             validate=validate.Length(max=2000), metadata={"description": "HTTPS only"})
    product_ids = fields.List(fields.String(validate=validate.Length(min=1, max=80)), required=True,
                              validate=validate.Length(min=1, max=4))
    signals = fields.List(fields.String(validate=validate.OneOf(["apy_move", "doc", "liquidity"])),
                          load_default=lambda: ["apy_move"], validate=validate.Length(min=1, max=3))

    @validates_schema
    def _a_channel(self, data, **kwargs):
        if not data.get("email") and not data.get("webhook_url"):
            raise ValidationError("Give an email and/or an HTTPS webhook_url.", "_schema")


class WaitlistRead(ResponseSchema):
    watcher_id = fields.String(required=True)
    product_ids = fields.List(fields.String(), required=True)
    signals = fields.List(fields.String(), required=True)
    channels = fields.List(fields.String(), required=True)
    email_status = fields.String(allow_none=True, metadata={"description": "pending_confirmation or confirmed"})
    active = fields.Boolean(required=True)
    delivery = fields.String(required=True)
    created_at = fields.String(required=True)
