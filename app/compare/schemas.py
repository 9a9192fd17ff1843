"""Schemas of the comparison API, and the payload of the event it publishes (compare.alerts.apy_move)."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema
from webargs.fields import DelimitedList

from app.catalogue.labels import CATEGORIES, RISK_TIERS
from app.catalogue.schemas import ProductRead, ScreenerQueryRead
from app.compare.marks import MARK_REASONS, MARKS, RULES
from app.compare.signed import FIGURES
from app.green.schemas import Flag
from app.platform.meta import Absent, ResponseSchema
from app.platform.validate import HEX64

PRODUCT_ID = validate.Length(min=1, max=80)


def _distinct(ids: list) -> None:
    if len({i.strip() for i in ids}) != len(ids):
        raise ValidationError("Give distinct ids.")


def _product_ids(low: int, high: int, **kwargs):
    """low-high distinct catalogue ids, documented as such (minItems, maxItems, uniqueItems)."""
    return fields.List(fields.String(validate=PRODUCT_ID), validate=[validate.Length(min=low, max=high), _distinct],
                       metadata={"uniqueItems": True, **kwargs.pop("metadata", {})}, **kwargs)


class CompareRequest(Schema):
    """A comparison request."""

    class Meta:
        description = ("2-4 distinct products by id (order kept), or without product_ids the top 2-4 (limit) of a "
                       "filter (category, yield_min, risk_tier, jurisdiction) by APY.")

    product_ids = _product_ids(2, 4, metadata={"description": "2-4 distinct catalogue ids, order kept; or omit and "
                                                              "filter"})
    category = fields.String(validate=validate.OneOf(CATEGORIES))
    yield_min = fields.Float(validate=validate.Range(min=0, max=100))
    risk_tier = fields.String(validate=validate.OneOf(RISK_TIERS))
    jurisdiction = fields.String(validate=validate.Length(max=64))
    limit = fields.Integer(load_default=4, validate=validate.Range(min=2, max=4))


MARK_RULE = ("Each mark is best or worst (or null). apy: best only between fresh yields (dated within "
             "SVC_STALE_DAYS) on the same basis, never a worst; tvl_usd: best the largest, worst the smallest, fresh "
             "figures only; min_investment_usd: best the smallest ticket, worst the largest; liquidity_days: best the "
             "fewest days, worst the most; transparency_score, liquidity_score (the hub's own scores, one rule for "
             "every product): best the highest, worst the lowest; a tie at an end is not marked.")


def _per_metric(name: str, allowed) -> type[Schema]:
    """metric -> a list aligned with the products, of one of `allowed` or null."""
    return Schema.from_dict({metric: fields.List(fields.String(allow_none=True, validate=validate.OneOf(allowed)),
                                                 required=True) for metric in RULES}, name=name)


Highlights = _per_metric("Highlights", MARKS)
HighlightReasons = _per_metric("HighlightReasons", list(MARK_REASONS))


class ComparisonBlock(Schema):
    product_count = fields.Integer(required=True, validate=validate.Range(min=2, max=4))
    share_url = fields.String(required=True)
    highlights = fields.Nested(Highlights, required=True, metadata={
        "description": "A mark per product per metric, in the products' order; null where there is none. " + MARK_RULE})
    highlight_reasons = fields.Nested(HighlightReasons, required=True, metadata={
        "description": "Why a product has no mark, in the products' order (null where it has one): "
                       + "; ".join(f"{code}: {words}" for code, words in MARK_REASONS.items()) + "."})


class Signed(Absent):
    """The content hash of a signed answer and its signatures (absent without the hub's keys)."""

    absent_when_none = ("signature", "ed25519_signature", "signing_key_id")

    content_hash = fields.String(required=True)
    signature = fields.String(metadata={"description": "HMAC-SHA256 (prefix svc-compare:v1:); absent without "
                                                       "ATTEST_SIGNING_KEY"})
    ed25519_signature = fields.String(metadata={"description": "Ed25519 over the same bytes, base64url"})
    signing_key_id = fields.String(metadata={"description": "kid in /.well-known/svc-signing-keys.json"})


class ComparisonRead(Signed, ResponseSchema):
    schema_name = fields.String(required=True, data_key="schema", attribute="schema",
                                metadata={"example": "svc.compare.result.v1"})
    mode = fields.String(required=True, metadata={"description": "product_ids or filters"})
    products = fields.List(fields.Nested(ProductRead), required=True)
    comparison = fields.Nested(ComparisonBlock, required=True)
    fetched_at = fields.String(required=True)
    query = fields.Nested(ScreenerQueryRead, metadata={"description": "With mode filters: the query as run"})

    absent_when_none = (*Signed.absent_when_none, "query")

    class Meta:
        description = ("The comparison, signed: content_hash is the SHA-256 of the RFC 8785 JSON of {schema, mode, "
                       "fetched_at, query (mode filters), products (each product's dated figures and source: "
                       + ", ".join(FIGURES) + "), highlights, highlight_reasons}; drop the answer on /verify to "
                       "check it.")


class ShortlistRequest(Schema):
    product_ids = _product_ids(2, 4, required=True, metadata={"description": "2-4 distinct catalogue ids, like "
                                                                             "every comparison"})


class EligibilityRequest(Schema):
    product_ids = _product_ids(1, 4, required=True, metadata={"description": "1-4 distinct catalogue ids"})


class ShortlistProduct(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    entity_id = fields.String(required=True)
    apy = fields.Float(allow_none=True)
    apy_basis = fields.String(allow_none=True)
    apy_as_of = fields.String(allow_none=True)
    tvl_usd = fields.Float(allow_none=True)
    tvl_as_of = fields.String(allow_none=True)
    risk_tier = fields.String(required=True)


class Citation(Schema):
    product_id = fields.String(required=True)
    source_url = fields.String(required=True)
    as_of = fields.String(required=True)
    apy_as_of = fields.String(allow_none=True)
    tvl_as_of = fields.String(allow_none=True)


class DriftEntry(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(["slug_missing", "stale_cache"]))
    product_id = fields.String(required=True)
    since = fields.String(metadata={"description": "When the drift began (a date or an ISO 8601 time)"})
    note = fields.String(required=True)


class ShortlistPolicy(Schema):
    never_invent_apy = fields.Boolean(required=True)
    indicative_only = fields.Boolean(required=True)


class ShortlistRead(Signed, ResponseSchema):
    """A signed shortlist snapshot: its document's fields (schema to policy), the hash and signatures of the fields
    named in signed_fields, and the compare page's link."""

    schema_name = fields.String(required=True, data_key="schema", attribute="content.schema")
    as_of = fields.String(required=True, attribute="content.as_of")
    taken_at = fields.String(required=True, attribute="content.taken_at")
    source_type = fields.String(required=True, attribute="content.source_type")
    product_ids = fields.List(fields.String(), required=True, attribute="content.product_ids")
    products = fields.List(fields.Nested(ShortlistProduct), required=True, attribute="content.products")
    citations = fields.List(fields.Nested(Citation), required=True, attribute="content.citations")
    drift = fields.List(fields.Nested(DriftEntry), required=True, attribute="content.drift",
                        metadata={"description": "slug_missing or stale_cache entries"})
    policy = fields.Nested(ShortlistPolicy, required=True, attribute="content.policy")
    signed_fields = fields.List(fields.String(), required=True)
    share_url = fields.String(required=True)


class CompareVerifyRequest(Schema):
    """A content hash with its HMAC, or with its Ed25519 signature and key id (or both signatures)."""

    content_hash = fields.String(required=True, validate=HEX64, metadata={"description": "64 hex characters"})
    signature = fields.String(validate=HEX64, metadata={"description": "HMAC-SHA256, 64 hex characters"})
    ed25519_signature = fields.String(validate=validate.Length(min=1, max=300),
                                      metadata={"description": "Ed25519 signature, base64url (as issued) or hex"})
    signing_key_id = fields.String(validate=validate.Length(min=1, max=80),
                                   metadata={"description": "The key id issued with the Ed25519 signature"})

    @validates_schema
    def _a_signature(self, data, **kwargs):
        if not data.get("signature") and not data.get("ed25519_signature"):
            raise ValidationError("Give signature (HMAC), or ed25519_signature with signing_key_id.", "signature")


class BenchmarkArgs(Schema):
    category = fields.String(required=True, validate=validate.OneOf(CATEGORIES))
    jurisdiction = fields.String(validate=validate.Length(max=64), load_default=None, metadata={
        "description": "An ISO code or a country name, matched partially and case-insensitively (Jer: Jersey, lux: "
                       "Luxembourg); several matches or none answer 400 naming query.jurisdiction, with the "
                       "candidates' codes in details.allowed.jurisdiction"})


class ReferenceSource(Schema):
    label = fields.String(required=True)
    url = fields.String(required=True)
    date = fields.String(required=True)
    date_is = fields.String(required=True, validate=validate.OneOf(["published", "consulted"]),
                            metadata={"description": "The page's own date, or the day it was read"})


class ReferenceYield(Schema):
    """A dated, sourced yield of a neighbouring market, given as a point of comparison (never a median)."""

    value = fields.Float(required=True, metadata={"description": "Percent"})
    measure = fields.String(required=True, metadata={"description": "What the figure measures, in words"})
    as_of = fields.String(required=True)
    source = fields.Nested(ReferenceSource, required=True)


class BenchmarkRead(Absent, ResponseSchema):
    """A sector benchmark of disclosed yields."""

    absent_when_none = ("median_apy", "p25_apy", "p75_apy", "oldest_figure", "sources", "note", "reference_yield")

    class Meta:
        description = ("Computed from the catalogue (status ok, source catalogue) when at least 3 products disclose a "
                       "dated, positive yield. With fewer, the static reference (status fallback, source reference): "
                       "its median, p25 and p75 only where a dated source gives them, with as_of and sources; where "
                       "none exists the figures are absent (never null, never invented) and note says so.")

    category = fields.String(required=True)
    jurisdiction = fields.String(allow_none=True, metadata={"description": "The ISO code the jurisdiction matched"})
    jurisdiction_name = fields.String(allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(["ok", "fallback"]))
    median_apy = fields.Float(metadata={"description": "Percent; with status ok, or fallback where sourced"})
    p25_apy = fields.Float(metadata={"description": "Percent; with status ok, or fallback where sourced"})
    p75_apy = fields.Float(metadata={"description": "Percent; with status ok, or fallback where sourced"})
    product_count = fields.Integer(required=True, validate=validate.Range(min=0, max=2**31 - 1), metadata={
        "description": "Catalogue products with a dated, positive disclosed yield"})
    as_of = fields.String(required=True, metadata={"description": "status ok: the newest yield's date; fallback: the "
                                                                  "reference's date"})
    oldest_figure = fields.String(metadata={"description": "Oldest yield date; only with status ok"})
    source = fields.String(required=True, validate=validate.OneOf(["catalogue", "reference"]))
    sources = fields.List(fields.Nested(ReferenceSource), metadata={
        "description": "With status fallback: the reference's sources (none where the research found none)"})
    note = fields.String(metadata={"description": "With status fallback: what the reference is, or why it has no "
                                                 "figure"})
    reference_yield = fields.Nested(ReferenceYield, metadata={
        "description": "With status fallback, where sourced: a neighbouring market's dated yield (real estate: listed "
                       "U.S. equity REITs), a point of comparison and not a median of the category's products"})
    product_ids = fields.List(fields.String(), required=True)
    disclaimer = fields.String(required=True)


class EligibilityArgs(Schema):
    ids = DelimitedList(fields.String(validate=PRODUCT_ID), required=True,
                        validate=[validate.Length(min=1, max=4), _distinct],
                        metadata={"description": "1-4 distinct product ids, comma-separated", "uniqueItems": True})


class EligibilityMica(Schema):
    classification = fields.String(required=True)
    regime = fields.String(required=True)
    clarity = fields.Integer(required=True, validate=validate.Range(min=0, max=100))


class EligibilityJurisdiction(Schema):
    code = fields.String(allow_none=True)
    covered = fields.Boolean(required=True)
    mica_applicable = fields.Boolean(allow_none=True)
    regulator = fields.String(allow_none=True)
    points = fields.Integer(required=True, validate=validate.Range(min=0, max=100))


class EligibilityGreen(Schema):
    cqs_data_available = fields.Boolean(required=True)
    cqs = fields.Float(allow_none=True)
    tier = fields.String(allow_none=True, required=True,
                         metadata={"description": "The CQS's tier (high, good, fair, low); flagged under a red flag, "
                                                  "whatever the number; null without a CQS or a flag"})
    flags = fields.List(fields.Nested(Flag), required=True,
                        metadata={"description": "Red flags and watches of the projects the product holds, red "
                                                 "first, each with its source and date: read them before the score"})
    flagged = fields.Boolean(required=True, metadata={"description": "True when a red flag caps the tier"})
    in_composite = fields.Boolean(required=True,
                                  metadata={"description": "True when the CQS joins the composite (weights_with_green):"
                                                           " a CQS and no red flag"})
    csrd_hints = fields.List(fields.String(), required=True)
    note = fields.String()


class EligibilityAccess(Schema):
    accredited_only = fields.Boolean(required=True)
    kyc_to_hold = fields.Boolean(allow_none=True)
    min_investment_usd = fields.Float(allow_none=True)


class EligibilityItem(Schema):
    product_id = fields.String(required=True)
    name = fields.String(required=True)
    composite = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    mica = fields.Nested(EligibilityMica, required=True)
    jurisdiction = fields.Nested(EligibilityJurisdiction, required=True)
    green = fields.Nested(EligibilityGreen, required=True)
    access = fields.Nested(EligibilityAccess, required=True)


class EligibilityWeights(Schema):
    mica = fields.Float(required=True)
    jurisdiction = fields.Float(required=True)
    transparency = fields.Float(required=True)


class EligibilityWeightsWithGreen(EligibilityWeights):
    green = fields.Float(required=True)


class EligibilityMethod(Schema):
    weights = fields.Nested(EligibilityWeights, required=True)
    weights_with_green = fields.Nested(EligibilityWeightsWithGreen, required=True,
                                       metadata={"description": "The weights when the product has a CQS"})
    green = fields.String(required=True)


class EligibilityRead(ResponseSchema):
    items = fields.List(fields.Nested(EligibilityItem), required=True)
    missing = fields.List(fields.String(), required=True)
    method = fields.Nested(EligibilityMethod, required=True)
    disclaimer = fields.String(required=True)


class ReportArgs(Schema):
    compare = DelimitedList(fields.String(validate=PRODUCT_ID), required=True,
                            validate=[validate.Length(min=2, max=4), _distinct],
                            metadata={"description": "2-4 distinct product ids, comma-separated", "uniqueItems": True})
    locale = fields.String(load_default="en", validate=validate.OneOf(["en", "fr"]))


class WaitlistRequest(Schema):
    email = fields.Email(load_default=None, allow_none=True, validate=validate.Length(max=320))
    webhook_url = fields.Url(load_default=None, allow_none=True, schemes={"https"},
                             validate=validate.Length(max=2000), metadata={"description": "HTTPS only"})
    product_ids = _product_ids(1, 4, required=True)
    signals = fields.List(fields.String(validate=validate.OneOf(["apy_move", "doc", "liquidity"])),
                          load_default=lambda: ["apy_move"], validate=validate.Length(min=1, max=3))

    @validates_schema
    def _a_channel(self, data, **kwargs):
        if not data.get("email") and not data.get("webhook_url"):
            raise ValidationError("Give an email and/or an HTTPS webhook_url.", "_schema")


class WatcherWebhook(Schema):
    id = fields.String(required=True, metadata={"description": "wh_...: the deliveries' webhook"})
    secret = fields.String(required=True, metadata={"description": "whsec_...: signs every alert (X-SVC-Signature, "
                                                                  "Standard Webhooks); shown this once"})
    note = fields.String(required=True)


class WaitlistRead(ResponseSchema):
    """The same answer whether or not this watcher existed or confirmed: it reveals nothing about an address."""

    webhook = fields.Nested(WatcherWebhook, allow_none=True, required=True,
                            metadata={"description": "With a webhook_url: its signing secret; otherwise null"})

    accepted = fields.Boolean(required=True)
    product_ids = fields.List(fields.String(), required=True)
    signals = fields.List(fields.String(), required=True)
    channels = fields.List(fields.String(), required=True)
    delivery = fields.String(required=True)
    note = fields.String(required=True)


class AlertMove(Schema):
    """One figure of a watched product that moved."""

    product_id = fields.String(required=True)
    entity_id = fields.String(required=True)
    field = fields.String(required=True, metadata={"description": "apy, tvl_usd, liquidity_score or attestations"})
    previous = fields.Raw(allow_none=True, metadata={"description": "The value at registration or last alert"})
    current = fields.Raw(allow_none=True, metadata={"description": "The value now"})
    delta = fields.Float(allow_none=True, metadata={"description": "current - previous for numbers"})
    source_type = fields.String(required=True, metadata={"description": "snapshot or live"})
    note = fields.String(required=True, metadata={"description": "The figure's date or what changed"})


class AlertPolicy(Schema):
    never_invent_apy = fields.Boolean(required=True)
    indicative_only = fields.Boolean(required=True)


class ApyMove(Schema):
    """The payload of compare.alerts.apy_move."""

    event = fields.String(required=True, validate=validate.Equal("compare.alerts.apy_move"))
    schema = fields.String(required=True, validate=validate.Equal("svc.compare.alerts.move.v1"))
    delivery = fields.String(required=True, validate=validate.Equal("best_effort"))
    as_of = fields.String(required=True, metadata={"description": "ISO 8601 UTC"})
    watcher_product_ids = fields.List(fields.String(), required=True)
    moves = fields.List(fields.Nested(AlertMove), required=True)
    idempotency_key = fields.String(required=True, metadata={"description": "SHA-256 of the watcher and its moves"})
    policy = fields.Nested(AlertPolicy, required=True)
