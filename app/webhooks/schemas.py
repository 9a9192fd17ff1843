"""Schemas of the webhooks API: registration, the registration as read, deliveries and their attempts."""

from marshmallow import Schema, fields, validate

from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import FullMatch, Instant, count
from app.webhooks.delivery import MAX_ATTEMPTS
from app.webhooks.models import STATUSES

EVENT_NAME = FullMatch(r"[a-z][a-z0-9_.]{0,63}", error="Not an event name.")
STAMP = {"metadata": {"description": "ISO 8601 UTC"}}


class WebhookCreate(Schema):
    url = fields.String(required=True, validate=validate.Length(min=9, max=2048),
                        metadata={"description": "HTTPS URL whose host resolves only to public addresses"})
    events = fields.List(fields.String(validate=EVENT_NAME), required=True, validate=validate.Length(min=1, max=20),
                         metadata={"description": "Registered event names (see the developer hub)"})


class WebhookItem(Schema):
    id = fields.String(required=True)
    url = fields.String(required=True)
    events = fields.List(fields.String(), required=True)
    active = fields.Boolean(required=True)
    disabled_reason = fields.String(allow_none=True, required=True,
                                    metadata={"description": "Why deliveries stopped (a 410 Gone), or null"})
    created_at = Instant(required=True, **STAMP)
    secret_rotated_at = Instant(allow_none=True, required=True, **STAMP)


class WebhookRead(WebhookItem, ResponseSchema):
    pass


class WebhookCreated(WebhookItem, ResponseSchema):
    secret = fields.String(required=True, metadata={"description": "whsec_ + base64: shown this once, never stored"})
    previous_secret_valid_until = Instant(
        allow_none=True, metadata={"description": "After a rotation: until when the previous secret also signs"})


class WebhookList(PageLinks, ResponseSchema):
    webhooks = fields.List(fields.Nested(WebhookItem), required=True, attribute="items")


class AttemptRead(Schema):
    series = count(required=True, metadata={"description": "1, then one more for each replay"})
    number = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_ATTEMPTS))
    at = Instant(required=True, attribute="started_at", **STAMP)
    status_code = fields.Integer(allow_none=True, required=True, validate=validate.Range(min=100, max=599))
    latency_ms = count(required=True)
    response_excerpt = fields.String(allow_none=True, required=True,
                                     metadata={"description": "The first 1 KB of the receiver's answer"})
    error = fields.String(allow_none=True, required=True,
                          metadata={"description": "Why no answer came (refused address, timeout, TLS ...)"})


class DeliveryItem(Schema):
    id = fields.String(required=True, metadata={"description": "whd_...: also the webhook-id header"})
    webhook_id = fields.String(required=True)
    event = fields.String(required=True)
    event_id = fields.String(required=True, metadata={"description": "The body's id"})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    attempts = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_ATTEMPTS),
                              metadata={"description": "Attempts of the current series"})
    series = count(required=True)
    next_attempt_at = Instant(allow_none=True, required=True, attribute="next_attempt", **STAMP)
    created_at = Instant(required=True, **STAMP)
    delivered_at = Instant(allow_none=True, required=True, **STAMP)
    attempt_log = fields.List(fields.Nested(AttemptRead), required=True)


class DeliveryRead(DeliveryItem, ResponseSchema):
    pass


class DeliveryList(PageLinks, ResponseSchema):
    deliveries = fields.List(fields.Nested(DeliveryItem), required=True, attribute="items")


class DeliveryArgs(ListArgs):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    status = fields.String(validate=validate.OneOf(STATUSES), load_default=None)


class ReplayAll(ResponseSchema):
    webhook_id = fields.String(required=True)
    replayed = fields.List(fields.String(), required=True,
                           metadata={"description": "Replayed deliveries (at most 500 a call, oldest first)"})
    remaining = count(required=True, metadata={"description": "Dead letters left: call again to replay them"})
