"""Schemas of the reference data API."""

from marshmallow import Schema, fields, validate

from app.platform.data import load
from app.platform.meta import ResponseSchema
from app.platform.validate import count


class SourceRead(Schema):
    label = fields.String(required=True)
    url = fields.String(required=True)
    date = fields.String()


class JurisdictionRead(Schema):
    code = fields.String(required=True, metadata={"example": "FR"})
    name = fields.String(required=True)
    regulator = fields.String(required=True)
    regime = fields.String(required=True)
    mica_applicable = fields.Boolean(required=True)
    mica_transitional = fields.String(allow_none=True)
    notes = fields.String(allow_none=True)
    sources = fields.List(fields.Nested(SourceRead), required=True)


class JurisdictionOne(JurisdictionRead, ResponseSchema):
    as_of = fields.String(required=True)


class JurisdictionList(ResponseSchema):
    as_of = fields.String(required=True)
    total = count(required=True)
    jurisdictions = fields.List(fields.Nested(JurisdictionRead), required=True)


class JurisdictionArgs(Schema):
    mica_applicable = fields.Boolean(load_default=None)


class ChecklistItemRead(Schema):
    id = fields.String(required=True)
    dimension = fields.String(required=True)
    item = fields.String(required=True)
    why = fields.String(required=True)
    sources = fields.List(fields.Nested(SourceRead), required=True)


class ChecklistRead(ResponseSchema):
    as_of = fields.String(required=True)
    dimensions = fields.List(fields.String(), required=True)
    total = count(required=True)
    items = fields.List(fields.Nested(ChecklistItemRead), required=True)


class ChecklistArgs(Schema):
    dimension = fields.String(load_default=None,
                              validate=validate.OneOf(load("checklist")["dimensions"]))
