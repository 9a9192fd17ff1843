"""Schemas of the green API's reads: carbon quality, registry lookup, the unified score and the green index,
Watt, H2O, nature, history. (Batches and free text: text_schemas.py.)"""

from marshmallow import Schema, fields, validate

from app.green import flags
from app.green.serials import REGISTRIES
from app.platform.listing import ListArgs, PageLinks
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


class Flag(Schema):
    code = fields.String(required=True, validate=validate.OneOf(tuple(flags.RULES)),
                         metadata={"description": "What happened, as a code (the CQS methodology lists them)"})
    severity = fields.String(required=True, validate=validate.OneOf((flags.RED, flags.WATCH)),
                             metadata={"description": "red caps the tier (flagged); watch is shown, not capping"})
    message = fields.String(required=True)
    said = fields.String(required=True, metadata={"description": "The words of the data the flag was read from"})
    source = fields.String(allow_none=True, required=True, metadata={"description": "The URL that states it"})
    date = fields.String(allow_none=True, required=True,
                         metadata={"description": "YYYY-MM-DD, YYYY-MM or YYYY as its source dates it; null: undated"})
    project = fields.String(allow_none=True, required=True,
                            metadata={"description": "The project it is of (a product carries its holdings' flags)"})


def _flags(**kwargs):
    return fields.List(fields.Nested(Flag), required=True, metadata={"description": "Red flags and watches, red "
                       "first: read them before the score"}, **kwargs)


def _flagged():
    return fields.Boolean(required=True, metadata={"description": "True when a red flag caps the tier"})


TIER = {"metadata": {"description": "high, good, fair or low by the number; flagged under a red flag"}}


class ModelFactor(Factor):
    model = fields.String(required=True, metadata={"description": "cqs, watt, h2o or nature"})


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
    flags = _flags()
    flagged = _flagged()
    warnings = fields.List(fields.String(), required=True, metadata={"description": "The flags' messages"})
    registry_links = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    nature = fields.Nested(lambda: NatureOfProject(), allow_none=True, required=True,
                           metadata={"description": "The nature score of the area the project covers, when shipped"})
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
    nature = fields.Nested(lambda: NatureOfProject(), allow_none=True, required=True,
                           metadata={"description": "The nature score of the project's area, when the hub has it"})
    note = fields.String(required=True)


def _score(**kwargs):
    return fields.Float(validate=validate.Range(min=0, max=100), **kwargs)


class NatureScore(Schema):
    rating = _score(required=True)
    tier = fields.String(required=True, validate=validate.OneOf(("high", "good", "fair", "low")))
    nature_class = fields.String(required=True, metadata={"description": "area (ranked) or scheme (not ranked)"})
    factors = fields.List(fields.Nested(Factor), required=True)


class NatureOfProject(NatureScore):
    id = fields.String(required=True)
    name = fields.String(required=True)


class AssetSource(ProjectSource):
    pass


class AssetHead(ResponseSchema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True, metadata={"description": "energy, water or nature"})
    country = fields.String(allow_none=True, required=True)
    source = fields.Nested(AssetSource, required=True)
    as_of = fields.String(required=True, metadata={"description": "When the asset table was compiled"})
    disclaimer = fields.String(required=True)


class WattScore(Schema):
    rating = _score(required=True)
    tier = fields.String(required=True)
    factors = fields.List(fields.Nested(Factor), required=True)
    lifetime_gwh = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**9),
                                metadata={"description": "capacity x capacity factor x 8760 h x remaining years"})
    energy_value_eur = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**15),
                                    metadata={"description": "lifetime_gwh x 1000 x the reference price, "
                                                             "undiscounted"})
    price_eur_mwh = fields.Float(required=True, validate=validate.Range(min=0, max=10**4))
    price_basis = fields.String(required=True)
    price_source = fields.String(required=True)
    energy_note = fields.String(required=True)
    as_of = fields.String(required=True, metadata={"description": "The date the remaining life is counted from"})


class WattRead(AssetHead):
    watt_score = fields.Nested(WattScore, required=True)
    source_type = fields.String(required=True)
    capacity_mw = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**6))
    commissioning_year = fields.Integer(allow_none=True, required=True, validate=validate.Range(min=1800, max=2200))


class H2OScore(Schema):
    rating = _score(required=True)
    tier = fields.String(required=True)
    asset_class = fields.String(required=True)
    passport_required = fields.Boolean(required=True,
                                       metadata={"description": "True for free text and for assets whose passport "
                                                                "facts are not all stated"})
    passport_unlock_url = fields.String(required=True)
    preview_id = fields.String(required=True, metadata={"description": "h2o_ + 16 hex: the same input, the same id"})
    factors = fields.List(fields.Nested(Factor), required=True)


class H2ORead(AssetHead):
    h2o_score = fields.Nested(H2OScore, required=True)
    basin = fields.String(allow_none=True, required=True)
    use = fields.String(allow_none=True, required=True)
    volume_m3_per_year = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**13))


class NatureRow(NatureScore):
    id = fields.String(required=True)
    name = fields.String(required=True)
    country = fields.String(allow_none=True, required=True)
    biome = fields.String(allow_none=True, required=True)
    area_ha = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**10))
    rank = count(allow_none=True, required=True, metadata={"description": "Among areas; null for a scheme"})
    of = count(required=True)


class NatureRead(NatureRow, AssetHead):
    pass


class NatureIndexArgs(ListArgs):
    country = fields.String(load_default=None, validate=validate.Length(equal=2))
    nature_class = fields.String(load_default=None, validate=validate.OneOf(("area", "scheme")))


class NatureIndex(PageLinks, ResponseSchema):
    items = fields.List(fields.Nested(NatureRow), required=True)
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


class WattSummary(Schema):
    rating = _score(required=True)
    tier = fields.String(required=True)
    lifetime_gwh = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**9))
    energy_value_eur = fields.Float(allow_none=True, required=True, validate=validate.Range(min=0, max=10**15))


class LinkedProject(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    cqs = _score(required=True)
    flags = _flags()
    flagged = _flagged()


class IndexRow(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(("carbon", "energy", "product")))
    country = fields.String(allow_none=True, required=True)
    cqs = _score(allow_none=True, required=True)
    composite = _score(allow_none=True, required=True,
                       metadata={"description": "Weighted mean of the models that apply (weights)"})
    tier = fields.String(allow_none=True, required=True, **TIER)
    flags = _flags()
    flagged = _flagged()
    rank = count(allow_none=True, required=True, metadata={"description": "In the whole green index"})
    of = count(required=True)
    rank_in_kind = count(allow_none=True, required=True, metadata={"description": "Among its own kind"})
    of_kind = count(required=True)
    basis = fields.String(required=True)


class IndexItem(IndexRow):
    watt = _score(allow_none=True, required=True)


class UnifiedScore(IndexRow):
    watt = fields.Nested(WattSummary, allow_none=True, required=True)
    weights = fields.Dict(keys=fields.String(), values=fields.Integer(validate=validate.Range(min=0, max=100)),
                          required=True)
    factors = fields.List(fields.Nested(ModelFactor), required=True)
    linked_projects = fields.List(fields.Nested(LinkedProject), required=True)
    links = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


class UnifiedScoreRead(UnifiedScore, ResponseSchema):
    pass


class ScoresArgs(Schema):
    ids = fields.String(required=True, validate=validate.Length(min=1, max=2000),
                        metadata={"description": "Comma-separated ids: up to 5 without a key, 20 with one"})


class ScoresRead(ResponseSchema):
    items = fields.List(fields.Nested(UnifiedScore), required=True)
    missing = fields.List(fields.String(), required=True)
    limit = count(required=True)


class GreenIndexArgs(ListArgs):
    kind = fields.String(load_default=None, validate=validate.OneOf(("carbon", "energy", "product")))
    country = fields.String(load_default=None, validate=validate.Length(equal=2))
    q = fields.String(load_default=None, validate=validate.Length(max=100))
    flagged = fields.String(load_default=None, validate=validate.OneOf(("include", "exclude", "only")),
                            metadata={"description": "Members under a red flag: include (the default, shown "
                                                     "flagged), exclude or only"})


class GreenIndex(PageLinks, ResponseSchema):
    items = fields.List(fields.Nested(IndexItem), required=True)
    weights = fields.Dict(keys=fields.String(), values=fields.Integer(validate=validate.Range(min=0, max=100)),
                          required=True)
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


class HistoryPoint(Schema):
    month = fields.String(required=True)
    as_of = fields.String(required=True)
    cqs = _score(allow_none=True, required=True)
    watt = _score(allow_none=True, required=True)
    composite = _score(allow_none=True, required=True)
    tier = fields.String(allow_none=True, required=True, **TIER)
    flags = _flags()
    left_out = fields.List(fields.String(), required=True,
                           metadata={"description": "Facts dated after the month's end, left out of its point"})


class HistoryRead(ResponseSchema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True)
    months = fields.Integer(required=True, validate=validate.Range(min=0, max=12))
    points = fields.List(fields.Nested(HistoryPoint), required=True)
    basis = fields.String(required=True)
    disclaimer = fields.String(required=True)


class PassportArgs(Schema):
    format = fields.String(load_default="json", validate=validate.OneOf(("json", "jsonld")))


class PassportScore(Schema):
    model = fields.String(required=True)
    value = _score(allow_none=True, required=True)
    tier = fields.String(allow_none=True, required=True, **TIER)
    factors = fields.List(fields.Nested(Factor), required=True)
    flags = _flags()
    url = fields.String(required=True)


def _text(**kwargs):
    return fields.String(**kwargs)


def _amount(**kwargs):
    return fields.Float(validate=validate.Range(min=0, max=10**15), **kwargs)


class PassportFacts(Schema):
    """The stated facts a passport carries, those of its kind only (carbon, energy, water, nature)."""

    registry, project_id, methodology, project_type = _text(), _text(), _text(), _text()
    crediting_period, buffer_permanence_notes, cobenefits = _text(), _text(), _text()
    credits_issued = count()
    source_type, technology, operator = _text(), _text(), _text()
    capacity_mw, storage_mwh, capacity_factor_pct = _amount(), _amount(), _amount()
    commissioning_year = fields.Integer(validate=validate.Range(min=1800, max=2200))
    asset_type, asset_class, basin, unit, use = _text(), _text(), _text(), _text(), _text()
    volume, volume_m3_per_year, storage_m3 = _amount(), _amount(), _amount()
    stress_band, stress_measure, stress_scope = _text(), _text(), _text()
    nature_class, biome, protection_status, pressure, iucn_category = _text(), _text(), _text(), _text(), _text()
    area_ha = _amount()


class PassportRead(ResponseSchema):
    id = fields.String(required=True)
    passport_version = fields.String(required=True)
    issued = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True)
    country = fields.String(allow_none=True, required=True)
    facts = fields.Nested(PassportFacts, required=True,
                          metadata={"description": "The asset's stated facts, as its source states them"})
    flags = _flags()
    scores = fields.List(fields.Nested(PassportScore), required=True)
    source = fields.Nested(AssetSource, required=True)
    links = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    disclaimer = fields.String(required=True)

