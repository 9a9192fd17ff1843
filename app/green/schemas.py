"""Schemas of the green API: a carbon project's quality score and a registry lookup by serial."""

from marshmallow import Schema, fields, validate

from app.green.serials import REGISTRIES
from app.platform.meta import ResponseSchema
from app.platform.validate import count

SCORE = {"validate": validate.Range(min=0, max=100)}


class Factor(Schema):
    name = fields.String(required=True)
    value = fields.Float(required=True, **SCORE)
    weight = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    basis = fields.String(required=True, metadata={"description": "Why the factor has this value"})


class Rating(Schema):
    agency = fields.String(allow_none=True, required=True)
    grade = fields.String(required=True, metadata={"description": "As the source shows it"})
    date = fields.String(allow_none=True, required=True, metadata={"description": "As stated, or undated"})
    source_url = fields.String(allow_none=True, required=True)
    on_cqs_scale = fields.Float(allow_none=True, required=True, **SCORE,
                                metadata={"description": "The grade on 0-100 (AAA 100 ... D 12.5), or null"})
    difference = fields.Float(allow_none=True, required=True, validate=validate.Range(min=-100, max=100),
                              metadata={"description": "on_cqs_scale minus the CQS"})


class ProjectSource(Schema):
    url = fields.String(required=True)
    source_class = fields.String(required=True, data_key="class", attribute="class",
                                 metadata={"description": "issuer, registry, regulator, aggregator or press"})
    as_of = fields.String(required=True, metadata={"description": "The date the page states, or undated"})


class CarbonQuality(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    registry = fields.String(required=True, validate=validate.OneOf(REGISTRIES))
    project_id = fields.String(allow_none=True, required=True)
    country = fields.String(allow_none=True, required=True)
    project_type = fields.String(allow_none=True, required=True)
    kind = fields.String(required=True, metadata={"description": "The kind of project the score read (methodology)"})
    cqs = fields.Float(required=True, **SCORE)
    factors = fields.List(fields.Nested(Factor), required=True)
    ratings = fields.List(fields.Nested(Rating), required=True)
    raters_note = fields.String(required=True)
    warnings = fields.List(fields.String(), required=True)
    registry_links = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    source = fields.Nested(ProjectSource, required=True)
    as_of = fields.String(required=True, metadata={"description": "When the project table was compiled"})
    disclaimer = fields.String(required=True)


class CarbonQualityRead(CarbonQuality, ResponseSchema):
    pass


class RegistryArgs(Schema):
    serial = fields.String(required=True, validate=validate.Length(min=1, max=200))
    registry = fields.String(load_default=None, validate=validate.OneOf(REGISTRIES),
                             metadata={"description": "Required unless the serial's form names it (VCS-, GS, PURO_)"})


class SerialRead(Schema):
    registry = fields.String(required=True)
    kind = fields.String(required=True, metadata={"description": "block (issued credits) or project (a reference)"})
    project_id = fields.String(allow_none=True, required=True)
    country = fields.String(allow_none=True, required=True)
    vintage_start = fields.String(allow_none=True, required=True)
    vintage_end = fields.String(allow_none=True, required=True)
    first_unit = count(allow_none=True, required=True)
    last_unit = count(allow_none=True, required=True)
    quantity = count(allow_none=True, required=True,
                     metadata={"description": "Credits in the block, both ends counted"})
    parts = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                        metadata={"description": "Every other part of the serial, as written"})


class RegistryLookup(ResponseSchema):
    serial = fields.Nested(SerialRead, required=True)
    registry_links = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    project = fields.Nested(CarbonQuality, allow_none=True, required=True,
                            metadata={"description": "The project and its CQS, when the hub has the project"})
    note = fields.String(required=True)
