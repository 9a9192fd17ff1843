"""Schemas of the catalogue: the product as the API shows it, the screener's query and the market overview (the
import row is app/catalogue/import_schema.py)."""

from marshmallow import EXCLUDE, Schema, ValidationError, fields, missing, post_load, pre_load, validate
from webargs.fields import DelimitedList

from app.catalogue import facets, query
from app.catalogue.labels import APY_BASIS_LABELS, CATEGORIES, RISK_TIERS, SOURCE_CLASSES
from app.platform.errors import ApiError, allowed_values, flatten_messages
from app.platform.frozen import Frozen, frozen
from app.platform.listing import PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import FullMatch, count

DATE = FullMatch(r"^\d{4}-\d{2}(-\d{2})?$", error="Use YYYY-MM-DD (or YYYY-MM).")
SLUG = FullMatch(r"^[a-z0-9][a-z0-9-]{1,79}$", error="Lowercase letters, digits and dashes.")
BASES = {code.lower(): code for code in APY_BASIS_LABELS}  # typed in any case, run as the catalogue spells it
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
    page = fields.Integer(validate=validate.Range(min=1, max=query.MAX_PAGE))


class ProductPage(PageLinks, ResponseSchema):
    products = fields.List(fields.Nested(ProductRead), required=True)
    total = count(required=True)
    page = fields.Integer(required=True, validate=validate.Range(min=1, max=query.MAX_PAGE))
    limit = fields.Integer(required=True, validate=validate.Range(min=1, max=query.MAX_LIMIT))
    pages = count(required=True)
    query = fields.Nested(ScreenerQueryRead, required=True)
    as_of = fields.String(required=True)
    disclaimer = fields.String(required=True)


def _choices(allowed, doc: str, **kwargs):
    return DelimitedList(fields.String(validate=validate.OneOf(list(allowed))), metadata={"description": doc},
                         **kwargs)


def _flag(doc: str):
    return fields.Boolean(metadata={"description": f"{doc} (true/false; 1/0 also accepted)"})


class ScreenerArgs(Schema):
    """The screener's query string, typed; loading it gives the ScreenerQuery that query.run() runs.

    Empty values mean "not set" (the screener form sends every field); list values are comma-separated (or the
    key repeated, as a form sends ticked boxes) and case-insensitive; an explicit filter wins over the preset's.
    """

    ALIASES = {"asset_class": ("class", "category"), "chain_or_region": ("chain",), "search": ("q",)}
    LISTS = ("risk_tier", "asset_class", "yield_basis", "ids", "jurisdiction", "chain_or_region")
    LOWERED = ("risk_tier", "asset_class", "yield_basis", "source", "preset", "sort", "sort_dir", "chain_or_region",
               "mode", "format")

    class Meta:
        unknown = EXCLUDE

    risk_tier = _choices(RISK_TIERS, "Risk tiers, comma-separated")
    asset_class = _choices(CATEGORIES, "Asset classes, comma-separated; aliases class and category")
    source = fields.String(validate=validate.OneOf(list(query.SOURCES)), metadata={"description": "snapshot or live"})
    jurisdiction = DelimitedList(fields.String(validate=validate.Length(min=1, max=64)),
                                 validate=validate.Length(max=40),
                                 metadata={"description": "Jurisdictions, comma-separated: ISO 3166 codes (US, KY) or "
                                                          "country names in English or French, small typos forgiven"})
    chain_or_region = DelimitedList(fields.String(validate=validate.Length(min=1, max=40)),
                                    validate=validate.Length(max=40),
                                    metadata={"description": "Chains, comma-separated (alias chain): as the catalogue "
                                                             "spells them, a common alias (eth, bsc), a prefix or a "
                                                             "close typo"})
    search = fields.String(validate=validate.Length(min=1, max=80),
                           metadata={"description": "Words in the name, ticker, issuer or platform (alias q): "
                                                    "each typed word finds the words that start with it"})
    preset = fields.String(validate=validate.OneOf(list(query.PRESETS)),
                           metadata={"description": "; ".join(f"{k}: {v}" for k, v in query.PRESET_DOC.items())})
    sort = fields.String(validate=validate.OneOf(list(query.SORTS)),
                         metadata={"description": "Default transparency, or the preset's"})
    sort_dir = fields.String(validate=validate.OneOf(["asc", "desc"]),
                             metadata={"description": "name defaults to asc, the others to desc"})
    min_investment = fields.Float(validate=validate.Range(min=0, max=1e15),
                                  metadata={"description": "USD: products whose minimum is at least this"})
    max_ticket_usd = fields.Float(validate=validate.Range(min=0, max=1e15),
                                  metadata={"description": "USD: products you can enter with this ticket "
                                                           "(unknown minimums excluded)"})
    yield_min = fields.Float(validate=validate.Range(min=0, max=100),
                             metadata={"description": "percent: products with a disclosed APY at least this"})
    green_only = _flag("Green (water and energy) products only")
    live = _flag("true: only products still live; false: only those no longer live")
    ids = DelimitedList(fields.String(validate=validate.Length(min=1, max=80)),
                        validate=validate.Length(max=query.MAX_LIMIT),
                        metadata={"description": "Product ids, comma-separated"})
    attested = _flag("Products with (true) or without (false) an attestation link")
    redeemable = _flag("Evidence flag")
    exchange_listed = _flag("Evidence flag")
    kyc_to_mint = _flag("Evidence flag")
    kyc_to_hold = _flag("Evidence flag")
    transferable = _flag("Evidence flag")
    self_custody = _flag("Evidence flag")
    yield_basis = _choices(BASES, "Yield bases, comma-separated (case-insensitive)")
    limit = fields.Integer(validate=validate.Range(min=1, max=query.MAX_LIMIT),
                           metadata={"description": f"Products per page, default {query.ScreenerQuery.limit}"})
    page = fields.Integer(validate=validate.Range(min=1, max=query.MAX_PAGE),
                          metadata={"description": "1-based page number"})

    @pre_load
    def _normalise(self, data, **kwargs):
        """Aliases to their field, blanks dropped, lists and choices trimmed and lowercased."""
        out = {}
        sent = set(data) if hasattr(data, "get") else set()  # only keys sent are read (a miss raises inside werkzeug)
        for name in self.fields:
            for key in (name, *self.ALIASES.get(name, ())):
                value = data.get(key) if key in sent else None
                if value is not None and name in self.LISTS and hasattr(data, "getlist") and len(data.getlist(key)) > 1:
                    value = ",".join(v for v in data.getlist(key) if isinstance(v, str))  # a form's repeated key
                if isinstance(value, str):
                    value = value.strip()
                    if name in self.LISTS:
                        value = ",".join(v.strip() for v in value.split(",") if v.strip())
                    if name in self.LOWERED:
                        value = value.lower()
                if value is not missing and value not in (None, ""):
                    out[name] = value
                    break
        return out

    @post_load
    def _query(self, data, **kwargs):
        return query.build(_resolved(data))


def _resolved(data: dict) -> dict:
    """Chains, jurisdictions and yield bases as the catalogue spells them (forgiving what people type)."""
    if data.get("yield_basis"):
        data["yield_basis"] = [BASES[b] for b in data["yield_basis"]]
    if data.get("chain_or_region"):
        data["chain_or_region"] = list(dict.fromkeys(facets.resolve_chain(c) for c in data["chain_or_region"]))
    if data.get("jurisdiction"):
        data["jurisdiction"] = list(dict.fromkeys(facets.resolve_jurisdiction(j) for j in data["jurisdiction"]))
    return data


class CompareScreenerArgs(ScreenerArgs):
    """GET /api/compare: the screener's filters, or mode=shortlist with ids for a signed snapshot."""

    mode = fields.String(validate=validate.OneOf(list(query.MODES)),
                         metadata={"description": "screener (default): a page of products; shortlist: a signed "
                                                  "snapshot of the 1-4 products named by ids"})

    @post_load
    def _query(self, data, **kwargs):
        mode = data.pop("mode", None) or "screener"
        return {"mode": mode, "query": query.build(_resolved(data))}


def validation_error(error: ValidationError) -> ApiError:
    """A page's 400 for a bad query string: per-field messages and the allowed values, as the API says them."""
    fields_ = flatten_messages(error.messages, "query")
    allowed = allowed_values(ScreenerArgs(), error.messages)
    return ApiError(400, "validation_error", f"Not a valid filter: {', '.join(error.messages)}.",
                    details={"fields": fields_, **({"allowed": allowed} if allowed else {})})



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


class ExportArgs(ScreenerArgs):
    """The screener's filters and sort, and the format of the file (paging does not apply)."""

    format = fields.String(validate=validate.OneOf(["csv", "json"]), metadata={"description": "csv (default) or json"})

    @post_load
    def _query(self, data, **kwargs):
        form = data.pop("format", None) or "csv"
        return {"format": form, "query": query.build(_resolved(data))}

