"""Schemas of the regulatory feed: a reference as imported and as read, the feed's query, subscriptions."""

from datetime import date

from marshmallow import Schema, ValidationError, fields, validate

from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import FullMatch, Instant

TAGS = ("mica", "esma", "eba", "amf", "bafin", "finma", "aml", "dlt")
JURISDICTION = FullMatch(r"[A-Z]{2}", error="An ISO 3166 alpha-2 code, or EU.")
def _real_day(value: str) -> None:
    """A calendar date written YYYY-MM-DD in ASCII digits."""
    try:
        date.fromisoformat(value)
    except ValueError as exc:
        raise ValidationError("A date, YYYY-MM-DD.") from exc


DAY = [FullMatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", error="A date, YYYY-MM-DD."), _real_day]


class Source(Schema):
    label = fields.String(required=True, validate=validate.Length(min=1, max=300))
    url = fields.Url(required=True, schemes={"https", "http"})
    date = fields.String(validate=validate.Length(max=20), load_default=None)


class ReferenceImport(Schema):
    """One row of a regulatory file (app/data/regulatory.json, `flask regulatory import`, the live source)."""

    id = fields.String(required=True, validate=FullMatch(r"[a-z0-9][a-z0-9-]{1,79}", error="A slug."))
    date = fields.String(required=True, validate=DAY)
    date_note = fields.String(allow_none=True, load_default=None, validate=validate.Length(max=300))
    jurisdiction = fields.String(required=True, validate=JURISDICTION)
    tags = fields.List(fields.String(validate=validate.OneOf(TAGS)), required=True,
                       validate=validate.Length(min=1, max=len(TAGS)))
    title = fields.String(required=True, validate=validate.Length(min=3, max=300))
    summary = fields.String(required=True, validate=validate.Length(min=3, max=2000))
    url = fields.Url(required=True, schemes={"https"})
    requirement = fields.String(allow_none=True, load_default=None, validate=validate.Length(max=1000))
    asset_types = fields.List(fields.String(validate=validate.Length(max=40)), load_default=list)
    caution = fields.String(allow_none=True, load_default=None, validate=validate.Length(max=1000))
    sources = fields.List(fields.Nested(Source), load_default=list)


class ReferenceItem(Schema):
    id = fields.String(required=True)
    date = fields.String(required=True, metadata={"description": "The reference's date (ISO 8601); see date_note"})
    date_note = fields.String(allow_none=True, required=True,
                              metadata={"description": "Other dates of the text (publication, application)"})
    jurisdiction = fields.String(required=True, metadata={"description": "ISO 3166 alpha-2, or EU"})
    tags = fields.List(fields.String(), required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True)
    url = fields.String(required=True, metadata={"description": "The official text"})
    requirement = fields.String(allow_none=True, required=True,
                                metadata={"description": "The requirement it adds, where it brings one"})
    asset_types = fields.List(fields.String(), required=True)
    caution = fields.String(allow_none=True, required=True,
                            metadata={"description": "What may have changed since the reference was curated"})
    sources = fields.List(fields.Nested(Source), required=True)
    updated_at = Instant(required=True, metadata={"description": "When the hub last changed it (ISO 8601)"})


class FeedArgs(ListArgs):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    jurisdiction = fields.String(load_default=None, validate=JURISDICTION,
                                 metadata={"description": "ISO alpha-2 or EU; a member state's feed includes EU texts"})
    tag = fields.String(load_default=None, validate=validate.OneOf(TAGS))
    since = fields.String(load_default=None, validate=DAY, metadata={"description": "References dated on or after"})


class Feed(PageLinks, ResponseSchema):
    """A window of the feed (service.Feed)."""

    as_of = fields.String(required=True, metadata={"description": "When the shipped references were curated"})
    disclaimer = fields.String(required=True)
    references = fields.List(fields.Nested(ReferenceItem), required=True)


class SubscribeRequest(Schema):
    jurisdictions = fields.List(fields.String(validate=JURISDICTION), load_default=list,
                                validate=validate.Length(max=40), metadata={"description": "Empty means every one"})
    tags = fields.List(fields.String(validate=validate.OneOf(TAGS)), load_default=list,
                       validate=validate.Length(max=len(TAGS)), metadata={"description": "Empty means every one"})


class Subscription(ResponseSchema):
    """A key's subscription (service.Subscribed: the subscription, its webhooks, the note)."""

    jurisdictions = fields.List(fields.String(), required=True, attribute="subscription.jurisdictions")
    tags = fields.List(fields.String(), required=True, attribute="subscription.tags")
    created_at = Instant(required=True, attribute="subscription.created_at")
    updated_at = Instant(required=True, attribute="subscription.updated_at")
    webhooks = fields.List(fields.String(), required=True,
                           metadata={"description": "Your active webhooks that will receive regulatory.update"})
    note = fields.String(required=True)


class RegulatoryUpdate(Schema):
    """Payload of regulatory.update: a reference that a subscription covers was added or amended."""

    event = fields.String(required=True, validate=validate.Equal("regulatory.update"))
    change = fields.String(required=True, validate=validate.OneOf(("added", "amended")))
    reference = fields.Nested(ReferenceItem, required=True)
    timestamp = Instant(required=True, metadata={"description": "ISO 8601 UTC"})
    disclaimer = fields.String(required=True)
