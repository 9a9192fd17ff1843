"""Schemas of the scoring API (the request fields are built from the one field table), and the payload of the
monitor alerts the domain publishes (regulation_update, new_requirement)."""

from marshmallow import Schema, ValidationError, fields, missing, validate, validates_schema
from marshmallow.utils import get_value

from app.platform.batch import BatchCounts
from app.platform.errors import load_or_400
from app.platform.listing import MAX_OFFSET, PageLinks
from app.platform.meta import Absent, ErrorDetails, MetaSchema, ResponseSchema
from app.platform.validate import FullMatch, Instant, StrictBoolean, count
from app.scoring.fields import FIELDS
from app.scoring.rules import DIMENSIONS, PROFILES


def _field(f):
    meta = {"description": f.doc}
    if f.kind == "enum":
        return fields.String(validate=validate.OneOf(f.values), allow_none=True, metadata=meta)
    if f.kind == "bool":
        return StrictBoolean(allow_none=True, metadata=meta)
    if f.kind == "number":
        return fields.Float(validate=validate.Range(min=0, max=1e12), allow_none=True, metadata=meta)
    return fields.String(validate=FullMatch(r"^[A-Za-z]{2}$", error="Two letters (ISO 3166-1 alpha-2)."),
                         allow_none=True, metadata=meta)


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
    """A score request."""

    class Meta:
        description = ("Give a description or at least one structured field (both may be given); a profile or "
                       "custom weights (premium), not both. A missing body is refused with 400.")

    description = fields.String(validate=validate.Length(max=5000), allow_none=True,
                                metadata={"description": "Free text (English or French); fields are inferred"})
    record_history = StrictBoolean(allow_none=True, metadata={"description": "Default true; false stores nothing"})
    score_id = fields.String(validate=FullMatch(r"^scr_[a-z2-7]{24}$"), allow_none=True,
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


_SCALARS = {fields.String: str, fields.Integer: int, fields.Float: float, fields.Raw: None}


class Flat(fields.Nested):
    """Nested of a schema of scalar fields (String, Integer, Float, Raw), written as marshmallow writes it (the same
    keys, values and order; an Absent schema's None left out) in one pass over a plan made once per schema, not a
    schema pass per object: a score answers some sixty of them. Documented as the Nested it is."""

    _plans: dict = {}

    def _plan(self):
        kind = type(self.schema)
        if kind not in Flat._plans:
            steps = [(f.data_key or name, f.attribute or name, _SCALARS[type(f)])
                     for name, f in self.schema.dump_fields.items()]
            Flat._plans[kind] = (steps, getattr(kind, "absent_when_none", ()))
        return Flat._plans[kind]

    def _serialize(self, nested_obj, attr, obj, **kwargs):
        if nested_obj is None or self.many:
            return super()._serialize(nested_obj, attr, obj, **kwargs)
        steps, absent = self._plan()
        out = {}
        for key, source, convert in steps:
            value = get_value(nested_obj, source)
            if value is missing:
                continue
            out[key] = value if convert is None or value is None else convert(value)
        for key in absent:
            if out.get(key, 0) is None:
                del out[key]
        return out


POINTS = validate.Range(min=0, max=100)
FACT = {"description": "The fact's value: a string, a number or a boolean (null when unknown)"}


class Breakdown(Schema):
    """Points (0-100) of each dimension."""

    legal_structure = fields.Integer(required=True, validate=POINTS)
    kyc_aml = fields.Integer(required=True, validate=POINTS)
    mica_compliance = fields.Integer(required=True, validate=POINTS)
    data_room = fields.Integer(required=True, validate=POINTS)
    investor_protection = fields.Integer(required=True, validate=POINTS)


class MicaSource(Schema):
    label = fields.String(required=True)
    url = fields.String(required=True)
    date = fields.String(required=True)
    applies_from = fields.String(required=True)


class MicaQuestion(Schema):
    id = fields.String(required=True, metadata={"example": "q5_excluded_product"})
    question = fields.String(required=True)
    answer = fields.String(required=True, metadata={"description": "yes, no or unknown"})
    field = fields.String(required=True, metadata={"description": "The request field the answer rests on"})
    value = fields.Raw(allow_none=True, metadata=FACT)
    source = fields.String(required=True, metadata={"description": "input, description, default or asset_type"})
    reason = fields.String(required=True)


class MicaTest(Schema):
    """The ESAs' standardised test, question by question, up to the answer that decides."""

    classification = fields.String(required=True)
    questions = fields.List(Flat(MicaQuestion), required=True)
    regime = fields.String(required=True)
    source = fields.Nested(MicaSource, required=True)
    indicative = fields.Boolean(required=True)


class Blocker(Schema):
    code = fields.String(required=True, metadata={"example": "kyc_refused"})
    message = fields.String(required=True)


class Gap(Schema):
    item = fields.String(required=True, metadata={"description": "The checklist item"})
    rule = fields.String(required=True)
    dimension = fields.String(required=True)
    state = fields.String(required=True, metadata={"description": "missing, partial or not_met"})
    field = fields.String(required=True)
    points_lost = fields.Integer(required=True, validate=POINTS)
    score_impact = fields.Float(required=True)
    action = fields.String(required=True)


class Section(Schema):
    dimension = fields.String(required=True)
    title = fields.String(required=True)
    score = fields.Integer(required=True, validate=POINTS)
    weight = fields.Float(required=True)
    potential_gain = fields.Float(required=True)
    next_steps = fields.List(fields.String(), required=True)


class RuleResult(Absent):
    rule = fields.String(required=True)
    points = fields.Integer(required=True, validate=POINTS)
    max = fields.Integer(required=True, validate=POINTS)
    state = fields.String(required=True, metadata={"description": "met, partial, not_met, missing or "
                                                                  "not_applicable"})
    value = fields.Raw(allow_none=True, metadata=FACT)
    note = fields.String(metadata={"description": "Why the rule does not apply"})

    absent_when_none = ("note",)  # only a rule that does not apply has a note


class InputFact(Schema):
    value = fields.Raw(allow_none=True, metadata=FACT)
    source = fields.String(required=True, metadata={"description": "input, description, default or asset_type"})


class InferredField(Schema):
    value = fields.Raw(allow_none=True, metadata=FACT)
    evidence = fields.String(required=True, metadata={"description": "The words of the description it rests on"})


class Methodology(Schema):
    version = fields.String(required=True, metadata={"example": "readiness-1.0"})


class ScoreResult(ResponseSchema):
    """A score (service.Scored): its readiness, where its history is, and whether it was stored there."""

    score_id = fields.String(required=True)
    history_url = fields.String(required=True)
    persisted = fields.Boolean(required=True)
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "ready, progress, early or blocked"})
    breakdown = fields.Nested(Breakdown, required=True)
    weights = fields.Dict(keys=fields.String(), values=fields.Float(), required=True)
    mica_classification = fields.String(required=True)
    mica_test = fields.Nested(MicaTest, required=True)
    blockers = fields.List(fields.Nested(Blocker), required=True)
    gaps = fields.List(Flat(Gap), required=True)
    sections = fields.List(fields.Nested(Section), required=True)
    rules = fields.Dict(keys=fields.String(), values=fields.List(Flat(RuleResult)), required=True,
                        metadata={"description": "dimension -> the result of each of its rules"})
    inputs = fields.Dict(keys=fields.String(), values=Flat(InputFact), required=True,
                         metadata={"description": "field -> the value the model used and where it came from"})
    inferred_fields = fields.Dict(keys=fields.String(), values=Flat(InferredField), required=True,
                                  metadata={"description": "field -> the value read from the description"})
    methodology = fields.Nested(Methodology, required=True)
    disclaimer = fields.String(required=True)
    meta = fields.Nested(ScoreMeta, required=True)


class ScoreBatchRequest(Schema):
    items = fields.List(fields.Raw(), required=True, validate=validate.Length(min=1, max=20),
                        metadata={"description": "1-20 score requests (JSON objects); each is validated on its own"})
    record_history = StrictBoolean(load_default=True)


class BatchItemError(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Nested(ErrorDetails)


class ScoreBatchItem(Absent):
    """One item of a batch (service.BatchItem): the parts of its score, or the error that refused it."""

    index = fields.Integer(required=True, validate=validate.Range(min=0, max=19))
    ok = fields.Boolean(required=True)
    error = fields.Nested(BatchItemError)
    score_id = fields.String()
    history_url = fields.String()
    persisted = fields.Boolean()
    score = fields.Float()
    grade = fields.String()
    status = fields.String()
    breakdown = fields.Nested(Breakdown)
    mica_classification = fields.String()
    gaps = fields.List(fields.Nested(Gap))
    sections = fields.List(fields.Nested(Section))
    meta = fields.Nested(ScoreMeta, required=True,
                         metadata={"description": "The same meta as a single answer's (or a single error's)"})

    absent_when_none = ("error",)  # a scored item has no error


class ScoreBatchResult(BatchCounts):
    """A batch of 1-20 score requests: the counts (of at most 20 items) and each item's answer in order."""

    total = fields.Integer(required=True, validate=validate.Range(min=1, max=20))
    succeeded = fields.Integer(required=True, validate=validate.Range(min=0, max=20))
    failed = fields.Integer(required=True, validate=validate.Range(min=0, max=20))
    items = fields.List(fields.Nested(ScoreBatchItem), required=True)


class HistoryArgs(Schema):
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=500))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_OFFSET))


class HistoryEntry(Schema):
    id = count(required=True)
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True)
    breakdown = fields.Nested(Breakdown, required=True)
    mica_classification = fields.String(required=True)
    trigger = fields.String(required=True)
    created_at = Instant(required=True)


class ScoreHistory(PageLinks, ResponseSchema):
    score_id = fields.String(required=True)
    kind = fields.String(required=True, metadata={"description": "session or monitor"})
    total = count(required=True)
    limit = fields.Integer(required=True, validate=validate.Range(min=1, max=500))
    offset = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_OFFSET))
    entries = fields.List(fields.Nested(HistoryEntry), required=True)


class MonitorCreate(Schema):
    score = fields.Nested(ScoreRequest, required=True)
    label = fields.String(validate=validate.Length(min=1, max=120), load_default=None)


class Watching(Schema):
    jurisdiction = fields.String(allow_none=True)
    asset_type = fields.String(allow_none=True)


class LatestScore(Schema):
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True)
    mica_classification = fields.String(required=True)


class MonitorItem(Schema):
    monitor_id = fields.String(required=True)
    history_url = fields.String(required=True)
    label = fields.String(allow_none=True)
    active = fields.Boolean(required=True)
    watching = fields.Nested(Watching, required=True, metadata={"description": "What re-scores the monitor"})
    created_at = fields.String(required=True)
    latest = fields.Nested(LatestScore, allow_none=True)


class MonitorRead(MonitorItem, ResponseSchema):
    pass


class MonitorList(PageLinks, ResponseSchema):
    total = count(required=True)
    limit = fields.Integer(required=True, validate=validate.Range(min=1, max=100))
    offset = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_OFFSET))
    monitors = fields.List(fields.Nested(MonitorItem), required=True, attribute="items")


def request_from_form(form) -> dict:
    """The try-the-scorer form (strings) as a validated score request, or the 400 naming each refused field."""
    return load_or_400(ScoreRequest(), raw_from_form(form))


def raw_from_form(form) -> dict:
    """The score form's strings as a score request's raw body (yes/no as booleans), before validation."""
    raw: dict = {}
    for f in FIELDS:
        value = (form.get(f.name) or "").strip()
        if not value:
            continue
        raw[f.name] = (value == "yes") if f.kind == "bool" else value
    for name in ("description", "score_id", "locale"):
        if (form.get(name) or "").strip():
            raw[name] = form[name].strip()
    return raw


SEVERITIES = ("low", "medium", "high")


class MonitorAlert(Schema):
    """The payload of a monitor alert (regulation_update, new_requirement)."""

    event = fields.String(required=True, validate=validate.OneOf(["regulation_update", "new_requirement"]))
    severity = fields.String(required=True, validate=validate.OneOf(SEVERITIES),
                             metadata={"description": "high: a new requirement or a move of 5 points or more"})
    impact_on_score = fields.Float(required=True, metadata={"description": "New score minus the previous one"})
    monitor_id = fields.String(required=True, metadata={"description": "mon_..."})
    asset_type = fields.String(allow_none=True, required=True)
    jurisdiction = fields.String(allow_none=True, required=True)
    reference_id = fields.String(allow_none=True, metadata={"description": "The regulatory reference's id"})
    summary = fields.String(required=True)
    timestamp = fields.String(required=True, metadata={"description": "ISO 8601 UTC"})
    disclaimer = fields.String(required=True)
