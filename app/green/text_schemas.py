"""Schemas of the green API's free text (analyze, eau check) and batches (carbon quality, Watt, H2O)."""

from marshmallow import Schema, fields, validate

from app.green.batches import MAX_ITEMS
from app.green.schemas import Factor, Flag, H2OScore, NatureScore, Rating, WattScore
from app.green.text import MAX_LENGTH, MIN_LENGTH
from app.platform.batch import BatchCounts
from app.platform.meta import ErrorDetails, ResponseSchema
from app.platform.validate import count


class TextBody(Schema):
    text = fields.String(required=True, validate=validate.Length(min=MIN_LENGTH, max=MAX_LENGTH),
                         metadata={"description": "A description in English or French, at least 10 characters"})


class Inferred(Schema):
    field = fields.String(required=True)
    value = fields.Raw(required=True, metadata={"description": "A string or a number"})
    words = fields.String(required=True, metadata={"description": "The words of the text it was read from"})


class CqsScore(Schema):
    cqs = fields.Float(required=True, validate=validate.Range(min=0, max=100))
    kind = fields.String(required=True)
    factors = fields.List(fields.Nested(Factor), required=True)
    ratings = fields.List(fields.Nested(Rating), required=True)
    raters_note = fields.String(required=True)
    flags = fields.List(fields.Nested(Flag), required=True,
                        metadata={"description": "Red flags and watches, red first (a product: its holdings')"})
    flagged = fields.Boolean(required=True, metadata={"description": "True when a red flag caps the tier"})
    warnings = fields.List(fields.String(), required=True, metadata={"description": "The flags' messages"})
    basis = fields.String(metadata={"description": "For a carbon product: what its CQS reads"})


class FreeText(ResponseSchema):
    """A description scored (service.TextScore): the one score present is named for the model read."""

    model = fields.String(required=True, validate=validate.OneOf(("carbon", "energy", "water", "nature")))
    inferred = fields.List(fields.Nested(Inferred), required=True)
    cqs = fields.Nested(CqsScore, attribute="scores.cqs")
    watt_score = fields.Nested(WattScore, attribute="scores.watt_score")
    h2o_score = fields.Nested(H2OScore, attribute="scores.h2o_score")
    nature_score = fields.Nested(NatureScore, attribute="scores.nature_score")
    note = fields.String(required=True)
    disclaimer = fields.String(required=True)


class EauCheck(FreeText):
    pass


class BatchBody(Schema):
    items = fields.List(fields.Raw(allow_none=True), required=True, validate=validate.Length(min=1, max=MAX_ITEMS),
                        metadata={"description": "1-50 items, each {id} or {text} (carbon: or {serial})"})


class ItemError(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Nested(ErrorDetails)


class _Item(Schema):
    """An item of a green batch (batches.Scored, or batches.Refused with its error); the score is named for the
    batch's model."""

    index = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_ITEMS - 1))
    ok = fields.Boolean(required=True)
    id = fields.String(allow_none=True, required=True, metadata={"description": "The id read, or null for text"})
    error = fields.Nested(ItemError)


class CarbonItem(_Item):
    cqs = fields.Nested(CqsScore, attribute="score")


class WattItem(_Item):
    watt_score = fields.Nested(WattScore, attribute="score")


class H2OItem(_Item):
    h2o_score = fields.Nested(H2OScore, attribute="score")


class _Batch(BatchCounts):
    limit = count(required=True, metadata={"description": "The most items this key may send at once"})


class CarbonBatch(_Batch):
    items = fields.List(fields.Nested(CarbonItem), required=True)


class WattBatch(_Batch):
    items = fields.List(fields.Nested(WattItem), required=True)


class H2OBatch(_Batch):
    items = fields.List(fields.Nested(H2OItem), required=True)
