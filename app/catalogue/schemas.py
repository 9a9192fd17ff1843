"""Schemas of the catalogue: the product as the API shows it and the market overview (the import row is
app/catalogue/import_schema.py).

The screener's query-string schemas live in app/catalogue/args.py (imported here too, where the doors look for
them)."""

from marshmallow import Schema, fields, validate

from app.catalogue import query
from app.catalogue.args import CompareScreenerArgs, ExportArgs, ScreenerArgs, refused_filters  # noqa: F401 (see above)
from app.catalogue.labels import SOURCE_CLASSES
from app.platform.frozen import Frozen, frozen
from app.platform.listing import MAX_OFFSET, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import FullMatch, count

DATE = FullMatch(r"^\d{4}-\d{2}(-\d{2})?$", error="Use YYYY-MM-DD (or YYYY-MM).")
SLUG = FullMatch(r"^[a-z0-9][a-z0-9-]{1,79}$", error="Lowercase letters, digits and dashes.")
# A product's id: a slug that is not the name of a route beside /products/{id} (`export`), so every id is reachable.
PRODUCT_ID_PATTERN = r"^(?!export$)[a-z0-9][a-z0-9-]{1,79}$"
PRODUCT_ID = FullMatch(PRODUCT_ID_PATTERN, error="Lowercase letters, digits and dashes, and not a reserved word.")
PRODUCT_ID_PARAMETER = {"in": "path", "name": "product_id", "description": "The product's id (a slug).",
                        "schema": {"type": "string", "pattern": PRODUCT_ID_PATTERN}}
HTTPS = validate.URL(schemes={"https", "http"}, require_tld=True)


class ProductAnswer(Frozen):
    """A product as the API and the pages show it (service.read()), built once per catalogue version and
    shared by every request: read-only, and dumped by ProductRead once (the API's JSON form)."""

    __slots__ = ("dumped",)


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


class DatedValue(Schema):
    as_of = fields.String(required=True, metadata={"description": "The figure's own date (YYYY-MM-DD or YYYY-MM)"})
    value = fields.Float(required=True)


class ProductPoints(Schema):
    apy = fields.List(fields.Nested(DatedValue), required=True, metadata={"description": "Percent"})
    tvl_usd = fields.List(fields.Nested(DatedValue), required=True, metadata={"description": "US dollars"})


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
    chain_tvl_usd = fields.Dict(keys=fields.String(), values=fields.Float(), allow_none=True,
                                metadata={"description": "The TVL on some of its chains, in USD, where a source states "
                                                         "it (of tvl_as_of); null: the TVL is not split by chain"})
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
    notes = fields.String(allow_none=True, metadata={"description": "What the sources state beyond the figures"})
    evidence = fields.Nested(EvidenceRead, required=True)
    transparency_score = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    liquidity_score = fields.Integer(required=True, validate=validate.Range(min=0, max=100))
    documented = fields.Integer(required=True, validate=validate.Range(min=0, max=9),
                                metadata={"description": "How many of the evidence flags, APY, TVL and minimum are "
                                                         "stated"})
    entity_key = fields.String(required=True)
    entity_id = fields.String(required=True, metadata={"example": "ent:blackrock:buidl"})
    issuer_key = fields.String(required=True)
    parent_issuer = fields.String(required=True)
    simple = fields.Nested(SimpleLabels, required=True)
    source_url = fields.String(required=True)
    source_type = fields.String(required=True)
    source_class = fields.String(required=True, validate=validate.OneOf(SOURCE_CLASSES),
                                 metadata={"description": "issuer (issuer or fund document), regulator (a filing), "
                                                          "aggregator (on-chain data or a data aggregator), press"})
    source_fetched_at = fields.String(allow_none=True, metadata={"description": "When a live figure was fetched"})
    as_of = fields.String(required=True)
    pays_yield = fields.Boolean(allow_none=True, metadata={"description": "false: non-yielding by design; null: "
                                                                          "not stated"})
    jurisdiction_code = fields.String(allow_none=True, metadata={"description": "ISO 3166 alpha-2"})
    ticker = fields.String(allow_none=True)
    points = fields.Nested(ProductPoints, required=True,
                           metadata={"description": "Dated readings kept with the product, oldest first (newest 24 "
                                                    "per figure), each on the figure's own as_of; the screener draws "
                                                    "a sparkline where a figure has two or more"})

    def dump(self, obj, *, many=None):
        """A ProductAnswer is dumped once, then its dumped form is served (read-only) to every request."""
        many = self.many if many is None else bool(many)
        if many:
            return [self.dump(item, many=False) for item in obj]
        if not isinstance(obj, ProductAnswer) or self.only or self.exclude:
            return super().dump(obj, many=False)
        try:
            return obj.dumped
        except AttributeError:
            obj.dumped = frozen(super().dump(obj, many=False))
            return obj.dumped


class ScreenerQueryRead(Schema):
    """The filters as understood (unset filters left out; an explicit false or 0 is kept)."""

    risk_tier = fields.List(fields.String())
    asset_class = fields.List(fields.String())
    source = fields.String()
    jurisdiction = fields.List(fields.String(), metadata={"description": "ISO 3166 codes"})
    chain = fields.List(fields.String())
    search = fields.String()
    preset = fields.String()
    sort = fields.String()
    sort_dir = fields.String()
    min_investment = fields.Float()
    max_ticket_usd = fields.Float()
    yield_min = fields.Float()
    green_only = fields.Boolean()
    live = fields.Boolean()
    ids = fields.List(fields.String())
    yield_basis = fields.List(fields.String())
    attested = fields.Boolean()
    redeemable = fields.Boolean()
    exchange_listed = fields.Boolean()
    kyc_to_mint = fields.Boolean()
    kyc_to_hold = fields.Boolean()
    transferable = fields.Boolean()
    self_custody = fields.Boolean()
    limit = fields.Integer(validate=validate.Range(min=1, max=query.MAX_LIMIT))
    offset = fields.Integer(validate=validate.Range(min=0, max=MAX_OFFSET))
    page = fields.Integer(validate=validate.Range(min=1, max=MAX_OFFSET + 1))


class ProductPage(PageLinks, ResponseSchema):
    products = fields.List(fields.Nested(ProductRead), required=True)
    total = count(required=True)
    page = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_OFFSET + 1),
                          metadata={"description": "The page the first product falls on"})
    limit = fields.Integer(required=True, validate=validate.Range(min=1, max=query.MAX_LIMIT))
    pages = count(required=True)
    query = fields.Nested(ScreenerQueryRead, required=True)
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


class OverviewGroup(Schema):
    key = fields.String(required=True, metadata={"description": "The asset class or chain (all for the total); "
                                                                "among chains, multi-chain is the TVL of products on "
                                                                "several chains that no source splits by chain, and "
                                                                "chain-not-stated the products without a chain"})
    products = count(required=True)
    tvl_known = count(required=True, metadata={"description": "How many of these products have a disclosed TVL "
                                                              "counted in this group"})
    tvl_usd = fields.Float(allow_none=True, required=True, metadata={"description": "Sum of the disclosed TVLs "
                                                                                    "counted in this group"})
    tvl_oldest = fields.String(allow_none=True, required=True, metadata={"description": "Oldest TVL as_of"})
    tvl_newest = fields.String(allow_none=True, required=True, metadata={"description": "Newest TVL as_of"})


class OverviewTotal(OverviewGroup):
    note = fields.String(allow_none=True, required=True,
                         metadata={"description": "Says that the total sums TVLs of different dates, with the oldest "
                                                  "and the newest (null when no TVL is disclosed)"})


class MarketOverview(ResponseSchema):
    """TVL and product count of what a screener query matches (sort and paging aside), by asset class and chain.

    Each TVL counts once, so the chain rows add up to the total: a product on several chains counts on a chain
    only the TVL a source states there (chain_tvl_usd), the rest under multi-chain. A chain's products are all
    those on it, whatever chain their TVL counts under."""

    total = fields.Nested(OverviewTotal, required=True)
    by_asset_class = fields.List(fields.Nested(OverviewGroup), required=True)
    by_chain = fields.List(fields.Nested(OverviewGroup), required=True)
    query = fields.Nested(ScreenerQueryRead, required=True)
    as_of = fields.String(required=True, metadata={"description": "Date of the catalogue"})
