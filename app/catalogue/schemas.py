"""Schemas of the catalogue: one import row schema, and the product as the API shows it."""

from marshmallow import EXCLUDE, Schema, fields, pre_load, validate

from app.catalogue.labels import CATEGORIES, RISK_TIERS
from app.platform.meta import ResponseSchema

DATE = validate.Regexp(r"^\d{4}-\d{2}(-\d{2})?$", error="Use YYYY-MM-DD (or YYYY-MM).")
SLUG = validate.Regexp(r"^[a-z0-9][a-z0-9-]{1,79}$", error="Lowercase letters, digits and dashes.")
HTTPS = validate.URL(schemes={"https", "http"}, require_tld=True)


def _bool():
    return fields.Boolean(allow_none=True, load_default=None)


class ProductImport(Schema):
    """One catalogue row, from JSON or CSV (CSV strings are normalised first)."""

    class Meta:
        unknown = EXCLUDE

    id = fields.String(required=True, validate=SLUG)
    name = fields.String(required=True, validate=validate.Length(min=2, max=200))
    issuer = fields.String(required=True, validate=validate.Length(min=2, max=200))
    issuer_key = fields.String(load_default=None, validate=SLUG)
    product_key = fields.String(load_default=None, validate=validate.Length(max=80))
    parent_issuer = fields.String(load_default=None, validate=validate.Length(max=200))
    platform = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=120))
    category = fields.String(required=True, validate=validate.OneOf(CATEGORIES))
    asset_class = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(CATEGORIES))
    sub_category = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=64))
    chains = fields.List(fields.String(validate=validate.Length(min=1, max=40)), load_default=list,
                         validate=validate.Length(max=40))
    jurisdiction = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=64))
    apy = fields.Float(load_default=None, allow_none=True, validate=validate.Range(min=0, max=100),
                       metadata={"description": "Disclosed APY in percent; leave empty when not disclosed"})
    apy_basis = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=64))
    apy_as_of = fields.String(load_default=None, allow_none=True, validate=DATE)
    tvl_usd = fields.Float(load_default=None, allow_none=True, validate=validate.Range(min=0))
    tvl_as_of = fields.String(load_default=None, allow_none=True, validate=DATE)
    min_investment_usd = fields.Float(load_default=None, allow_none=True, validate=validate.Range(min=0))
    accredited_only = fields.Boolean(load_default=False)
    kyc_to_hold = _bool()
    kyc_to_mint = _bool()
    redeemable = _bool()
    transferable = _bool()
    exchange_listed = _bool()
    self_custody = _bool()
    attestations = fields.List(fields.String(validate=HTTPS), load_default=list)
    fees = fields.String(load_default=None, allow_none=True)
    liquidity_note = fields.String(load_default=None, allow_none=True)
    liquidity_days = fields.Float(load_default=None, allow_none=True, validate=validate.Range(min=0))
    risk_tier = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(RISK_TIERS))
    live = fields.Boolean(load_default=True)
    green = fields.Boolean(load_default=False)
    source_url = fields.String(required=True, validate=HTTPS)
    source_type = fields.String(load_default="snapshot", validate=validate.OneOf(["snapshot", "live"]))
    as_of = fields.String(required=True, validate=DATE)
    notes = fields.String(load_default=None, allow_none=True)
    synthetic = fields.Boolean(load_default=False)

    @pre_load
    def _from_csv(self, data, **kwargs):
        """CSV cells are strings: empty means unknown, lists are ';'-separated."""
        if not isinstance(data, dict):
            return data
        clean = {}
        for key, value in data.items():
            if isinstance(value, str):
                value = value.strip()
                if value == "":
                    value = None
                elif key in ("chains", "attestations"):
                    value = [v.strip() for v in value.split(";") if v.strip()]
            clean[key] = value
        for key in ("chains", "attestations"):
            if clean.get(key) is None:
                clean.pop(key, None)
        if clean.get("accredited_only") is None:
            clean.pop("accredited_only", None)
        return clean


class SimpleLabels(Schema):
    transparency = fields.String(required=True)
    liquidity = fields.String(required=True)
    proofs = fields.String(required=True)
    indicative_apy = fields.String(required=True)


class EvidenceRead(Schema):
    attestations = fields.List(fields.String(), required=True)
    redeemable = fields.Boolean(allow_none=True)
    exchange_listed = fields.Boolean(allow_none=True)
    kyc_to_mint = fields.Boolean(allow_none=True)
    kyc_to_hold = fields.Boolean(allow_none=True)
    transferable = fields.Boolean(allow_none=True)
    self_custody = fields.Boolean(allow_none=True)


class ProductRead(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    issuer = fields.String(required=True)
    platform = fields.String(allow_none=True)
    jurisdiction = fields.String(allow_none=True)
    fees = fields.String(allow_none=True)
    category = fields.String(required=True)
    asset_class = fields.String(required=True)
    sub_category = fields.String(allow_none=True)
    chains = fields.List(fields.String(), required=True)
    risk_tier = fields.String(required=True)
    apy = fields.Float(allow_none=True, metadata={"description": "Percent; null when not disclosed, never 0"})
    apy_basis = fields.String(allow_none=True)
    apy_as_of = fields.String(allow_none=True)
    tvl_usd = fields.Float(allow_none=True)
    tvl_as_of = fields.String(allow_none=True)
    min_investment_usd = fields.Float(allow_none=True)
    liquidity_days = fields.Float(allow_none=True)
    accredited_only = fields.Boolean(required=True)
    live = fields.Boolean(required=True)
    green = fields.Boolean(required=True)
    evidence = fields.Nested(EvidenceRead, required=True)
    transparency_score = fields.Integer(required=True)
    liquidity_score = fields.Integer(required=True)
    documented = fields.Integer(required=True)
    entity_key = fields.String(required=True)
    entity_id = fields.String(required=True, metadata={"example": "ent:blackrock:buidl"})
    issuer_key = fields.String(required=True)
    parent_issuer = fields.String(required=True)
    simple = fields.Nested(SimpleLabels, required=True)
    source_url = fields.String(required=True)
    source_type = fields.String(required=True)
    as_of = fields.String(required=True)


class ProductPage(ResponseSchema):
    products = fields.List(fields.Nested(ProductRead), required=True)
    total = fields.Integer(required=True)
    page = fields.Integer(required=True)
    limit = fields.Integer(required=True)
    pages = fields.Integer(required=True)
    query = fields.Dict(required=True, metadata={"description": "The filters as understood"})
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


class ScreenerArgs(Schema):
    """The screener's query string, as documented; app/catalogue/query.py parses it."""

    class Meta:
        unknown = EXCLUDE

    risk_tier = fields.String(metadata={"description": "core, satellite, speculative (comma-separated)"})
    asset_class = fields.String(metadata={"description": "bonds, stablecoins, real_estate, private_credit, "
                                                         "commodities; alias class"})
    source = fields.String(metadata={"description": "snapshot or live"})
    jurisdiction = fields.String(metadata={"description": "partial, case-insensitive match"})
    chain_or_region = fields.String(metadata={"description": "a chain, e.g. ethereum; alias chain"})
    preset = fields.String(metadata={"description": "eau-energie, immo, debutant-prudent, pro-dd"})
    sort = fields.String(metadata={"description": "transparency, liquidity, documented, apy, tvl, name, "
                                                  "min_investment"})
    sort_dir = fields.String(metadata={"description": "asc or desc (name defaults to asc, the others to desc)"})
    min_investment = fields.String(metadata={"description": "USD: products whose minimum is at least this"})
    max_ticket_usd = fields.String(metadata={"description": "USD: products you can enter with this ticket "
                                                          "(unknown minimums excluded)"})
    yield_min = fields.String(metadata={"description": "percent: products with a disclosed APY at least this"})
    green_only = fields.String(metadata={"description": "true or false"})
    live = fields.String(metadata={"description": "true: only products still live"})
    ids = fields.String(metadata={"description": "comma-separated product ids"})
    attested = fields.String(metadata={"description": "true: products with an attestation link"})
    redeemable = fields.String(metadata={"description": "true or false (evidence flag)"})
    exchange_listed = fields.String(metadata={"description": "true or false (evidence flag)"})
    kyc_to_mint = fields.String(metadata={"description": "true or false (evidence flag)"})
    kyc_to_hold = fields.String(metadata={"description": "true or false (evidence flag)"})
    transferable = fields.String(metadata={"description": "true or false (evidence flag)"})
    self_custody = fields.String(metadata={"description": "true or false (evidence flag)"})
    yield_basis = fields.String(metadata={"description": "e.g. sec_7day_current, target (comma-separated)"})
    limit = fields.String(metadata={"description": "1-100, default 50"})
    page = fields.String(metadata={"description": "1-based page number"})
