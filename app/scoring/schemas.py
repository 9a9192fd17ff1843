"""Schemas of the scoring API; the request fields are built from the one field table."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.listing import PageLinks
from app.platform.meta import MetaSchema, ResponseSchema
from app.scoring.fields import FIELDS
from app.scoring.rules import DIMENSIONS, PROFILES


def _field(f):
    meta = {"description": f.doc}
    if f.kind == "enum":
        return fields.String(validate=validate.OneOf(f.values), allow_none=True, metadata=meta)
    if f.kind == "bool":
        return fields.Boolean(allow_none=True, metadata=meta)
    if f.kind == "number":
        return fields.Float(validate=validate.Range(min=0, max=1e12), allow_none=True, metadata=meta)
    return fields.String(validate=validate.Regexp(r"^[A-Za-z]{2}$"), allow_none=True, metadata=meta)


class Weights(Schema):
    """Five dimension weights; normalised to 100 when they do not sum to it."""

    legal_structure = fields.Float(required=True, validate=validate.Range(min=0, max=1000))
    kyc_aml = fields.Float(required=True, validate=validate.Range(min=0, max=1000))
    mica_compliance = fields.Float(required=True, validate=validate.Range(min=0, max=1000))
    data_room = fields.Float(required=True, validate=validate.Range(min=0, max=1000))
    investor_protection = fields.Float(required=True, validate=validate.Range(min=0, max=1000))

    @validates_schema
    def _positive_total(self, data, **kwargs):
        if sum(data.get(d, 0) for d in DIMENSIONS) <= 0:
            raise ValidationError("weights must not all be zero", "_schema")


ScoreRequestBase = Schema.from_dict({f.name: _field(f) for f in FIELDS}, name="ScoreRequestBase")


class ScoreRequest(ScoreRequestBase):
    description = fields.String(validate=validate.Length(max=5000), allow_none=True,
                                metadata={"description": "Free text (English or French); fields are inferred"})
    record_history = fields.Boolean(allow_none=True, metadata={"description": "Default true; false stores nothing"})
    score_id = fields.String(validate=validate.Regexp(r"^scr_[a-z2-7]{24}$"), allow_none=True,
                             metadata={"description": "Repeat a score_id to add to its history"})
    profile = fields.String(validate=validate.OneOf(list(PROFILES)), allow_none=True,
                            metadata={"description": "Premium: a weight profile"})
    weights = fields.Nested(Weights, allow_none=True, metadata={"description": "Premium: custom weights"})
    locale = fields.String(validate=validate.OneOf(["en", "fr"]), load_default="en")

    @validates_schema
    def _something_to_score(self, data, **kwargs):
        structured = [f.name for f in FIELDS if data.get(f.name) is not None]
        if not structured and not (data.get("description") or "").strip():
            raise ValidationError("Give a description or at least one structured field.", "_schema")
        if data.get("profile") and data.get("weights"):
            raise ValidationError("Give a profile or custom weights, not both.", "weights")


class ScoreMeta(MetaSchema):
    weights_applied = fields.Dict(keys=fields.String(), values=fields.Float())
    weights_source = fields.String()
    weights_normalized = fields.Boolean()


class ScoreResult(ResponseSchema):
    score_id = fields.String(required=True)
    history_url = fields.String(required=True)
    persisted = fields.Boolean(required=True)
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "ready, progress, early or blocked"})
    breakdown = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    weights = fields.Dict(keys=fields.String(), values=fields.Float(), required=True)
    mica_classification = fields.String(required=True)
    mica_test = fields.Dict(required=True)
    blockers = fields.List(fields.Dict(), required=True)
    gaps = fields.List(fields.Dict(), required=True)
    sections = fields.List(fields.Dict(), required=True)
    rules = fields.Dict(required=True)
    inputs = fields.Dict(required=True)
    inferred_fields = fields.Dict(required=True)
    methodology = fields.Dict(required=True)
    disclaimer = fields.String(required=True)
    meta = fields.Nested(ScoreMeta, required=True)


class ScoreBatchRequest(Schema):
    items = fields.List(fields.Raw(), required=True, validate=validate.Length(min=1, max=20))
    record_history = fields.Boolean(load_default=True)


class BatchItemError(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Dict()


class ScoreBatchItem(Schema):
    index = fields.Integer(required=True)
    ok = fields.Boolean(required=True)
    error = fields.Nested(BatchItemError)
    score_id = fields.String()
    history_url = fields.String()
    persisted = fields.Boolean()
    score = fields.Float()
    grade = fields.String()
    status = fields.String()
    breakdown = fields.Dict()
    mica_classification = fields.String()
    gaps = fields.List(fields.Dict())
    sections = fields.List(fields.Dict())


class ScoreBatchResult(ResponseSchema):
    total = fields.Integer(required=True)
    succeeded = fields.Integer(required=True)
    failed = fields.Integer(required=True)
    items = fields.List(fields.Nested(ScoreBatchItem), required=True)


class HistoryArgs(Schema):
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=500))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0))


class HistoryEntry(Schema):
    id = fields.Integer(required=True)
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True)
    breakdown = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    mica_classification = fields.String(required=True)
    trigger = fields.String(required=True)
    created_at = fields.String(required=True)


class ScoreHistory(PageLinks, ResponseSchema):
    score_id = fields.String(required=True)
    kind = fields.String(required=True, metadata={"description": "session or monitor"})
    entries = fields.List(fields.Nested(HistoryEntry), required=True)


class MonitorCreate(Schema):
    score = fields.Nested(ScoreRequest, required=True)
    label = fields.String(validate=validate.Length(min=1, max=120), load_default=None)


class MonitorItem(Schema):
    monitor_id = fields.String(required=True)
    history_url = fields.String(required=True)
    label = fields.String(allow_none=True)
    active = fields.Boolean(required=True)
    watching = fields.Dict(required=True)
    created_at = fields.String(required=True)
    latest = fields.Dict(allow_none=True)


class MonitorRead(MonitorItem, ResponseSchema):
    pass


class MonitorList(PageLinks, ResponseSchema):
    monitors = fields.List(fields.Nested(MonitorItem), required=True)


def request_from_form(form) -> dict:
    """The try-the-scorer form (strings) as a validated score request."""
    raw: dict = {}
    for f in FIELDS:
        value = (form.get(f.name) or "").strip()
        if not value:
            continue
        raw[f.name] = (value == "yes") if f.kind == "bool" else value
    for name in ("description", "score_id", "locale"):
        if (form.get(name) or "").strip():
            raw[name] = form[name].strip()
    return ScoreRequest().load(raw)
