"""The screener's query string, typed: ScreenerArgs and the schemas built on it (the public screener's, the export's).

Loading one gives the ScreenerQuery that app/catalogue/query.py runs; the API's parser refuses a parameter none of
them declares, and the pages, which load them themselves, ignore it.
"""

from flask import has_request_context
from marshmallow import (
    EXCLUDE,
    Schema,
    ValidationError,
    fields,
    missing,
    post_load,
    pre_load,
    validate,
    validates_schema,
)
from webargs.fields import DelimitedList

from app.catalogue import facets, query
from app.catalogue.labels import APY_BASIS_LABELS, CATEGORIES, RISK_TIERS
from app.platform.listing import MAX_OFFSET

BASES = {code.lower(): code for code in APY_BASIS_LABELS}  # typed in any case, run as the catalogue spells it


def _choices(allowed, doc: str, **kwargs):
    return DelimitedList(fields.String(validate=validate.OneOf(list(allowed))), metadata={"description": doc},
                         **kwargs)


class CatalogueValue(validate.OneOf):
    """One of the values the catalogue holds now (read per request, so an import that brings a new one widens it):
    a refusal lists them as any enum's (details.allowed). Outside a request, where the OpenAPI document is built,
    it has no choices, so the document names no list that the next import would make wrong."""

    def __init__(self, read):  # noqa: D107 — OneOf's own fields are properties here
        self._read, self.error, self.labels = read, self.default_message, []

    @property
    def choices(self):
        if not has_request_context():
            raise AttributeError("choices")
        return self._read()

    @property
    def choices_text(self) -> str:
        return ", ".join(self.choices)

    @property
    def labels_text(self) -> str:
        return ""


def _flag(doc: str):
    return fields.Boolean(metadata={"description": f"{doc} (true/false; 1/0 also accepted)"})


def _alias(name: str, of: str):
    """A declared alias: documented and accepted under its own name, read as the field it stands for."""
    return fields.String(data_key=name, load_only=True, metadata={"description": f"Alias of {of}"})


class ScreenerArgs(Schema):
    """The screener's query string, typed; loading it gives the ScreenerQuery that query.run() runs.

    Empty values mean "not set" (the screener form sends every field); list values are comma-separated (or the
    key repeated, as a form sends ticked boxes) and case-insensitive; an explicit filter wins over the preset's.
    """

    ALIASES = {"asset_class": ("class", "category"), "chain_or_region": ("chain",), "search": ("q",)}
    ALIAS_FIELDS = ("class_", "category", "chain", "q")
    LISTS = ("risk_tier", "asset_class", "sub_category", "yield_basis", "ids", "jurisdiction", "chain_or_region")
    LOWERED = ("risk_tier", "asset_class", "sub_category", "yield_basis", "source", "preset", "sort", "sort_dir",
               "chain_or_region", "mode", "format")

    class Meta:
        unknown = EXCLUDE

    risk_tier = _choices(RISK_TIERS, "Risk tiers, comma-separated")
    asset_class = _choices(CATEGORIES, "Asset classes, comma-separated; aliases class and category")
    sub_category = DelimitedList(fields.String(validate=CatalogueValue(facets.sub_categories)),
                                 validate=validate.Length(max=40),
                                 metadata={"description": "Sub-categories, comma-separated, as the catalogue spells "
                                                          "them (money_market_fund, tokenized_treasury, gold...); a "
                                                          "value the catalogue does not hold answers 400 with the "
                                                          "ones it holds"})
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
                           metadata={"description": "Words in the name, ticker, issuer, platform or sub-category "
                                                    "(alias q), widened by the synonym table the catalogue "
                                                    "methodology shows (treasury finds T-bill and government "
                                                    "money funds): each typed word finds the words that start "
                                                    "with it"})
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
    offset = fields.Integer(validate=validate.Range(min=0, max=MAX_OFFSET),
                            metadata={"description": "Products to skip before the page, default 0"})
    page = fields.Integer(validate=validate.Range(min=1, max=query.MAX_PAGE),
                          metadata={"description": "1-based page number, another way to give the offset: page N "
                                                   "starts at offset (N - 1) * limit; with offset too, the two "
                                                   "must agree"})
    class_ = _alias("class", "asset_class")
    category = _alias("category", "asset_class")
    chain = _alias("chain", "chain_or_region")
    q = _alias("q", "search")

    @pre_load
    def _normalise(self, data, **kwargs):
        """Aliases to their field, blanks dropped, lists and choices trimmed and lowercased; any other key is left
        for the caller's rule on unknown keys (the API refuses it, a page drops it)."""
        out = {}
        sent = set(data) if hasattr(data, "get") else set()  # only keys sent are read (a miss raises inside werkzeug)
        known = {f.data_key or n for n, f in self.fields.items()} | {a for keys in self.ALIASES.values() for a in keys}
        for key in sent - known:
            out[key] = data.get(key)
        for name in self.fields:
            if name in self.ALIAS_FIELDS:
                continue
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

    @validates_schema
    def _one_position(self, data, **kwargs):
        """page and offset both say where the page starts: together, they must say the same."""
        if data.get("page") is None or data.get("offset") is None:
            return
        limit = data.get("limit") or query.ScreenerQuery.limit
        if (data["page"] - 1) * limit != data["offset"]:
            raise ValidationError(f"page {data['page']} of {limit} starts at offset {(data['page'] - 1) * limit}, "
                                  f"not {data['offset']}: give one of page and offset, or two that agree.", "offset")

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


def refused_filters(names: list[str]) -> str:
    """A page's message for a query string the screener's schemas refused: the filters it names."""
    return f"Not a valid filter: {', '.join(names)}."


class ExportArgs(ScreenerArgs):
    """The screener's filters and sort, and the format of the file (paging does not apply)."""

    format = fields.String(validate=validate.OneOf(["csv", "json"]), metadata={"description": "csv (default) or json"})

    @post_load
    def _query(self, data, **kwargs):
        form = data.pop("format", None) or "csv"
        return {"format": form, "query": query.build(_resolved(data))}
