"""The catalogue's import row: one schema for JSON and CSV rows, the only way a product enters the catalogue."""

from marshmallow import EXCLUDE, Schema, ValidationError, fields, pre_load, validate, validates_schema

from app.catalogue.labels import CATEGORIES, RISK_TIERS, SOURCE_CLASSES
from app.catalogue.schemas import DATE, HTTPS, PRODUCT_ID, SLUG


def _bool():
    return fields.Boolean(allow_none=True, load_default=None)


class ProductImport(Schema):
    """One catalogue row, from JSON or CSV (CSV strings are normalised first)."""

    class Meta:
        unknown = EXCLUDE

    id = fields.String(required=True, validate=PRODUCT_ID)
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
    chain_tvl_usd = fields.Dict(
        keys=fields.String(validate=validate.Length(min=1, max=40)),
        values=fields.Float(validate=validate.Range(min=0)), load_default=None, allow_none=True,
        metadata={"description": "The TVL on some of the product's chains, in USD, only where a source states it (of "
                                 "tvl_usd's date); the rest counts as not split by chain. CSV: chain=value pairs "
                                 "separated by ';'"})
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
    source_class = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(SOURCE_CLASSES),
                                 metadata={"description": "What the source is: " + ", ".join(SOURCE_CLASSES)})
    pays_yield = fields.Boolean(load_default=None, allow_none=True,
                                metadata={"description": "false: the product pays no yield by design (non-yielding); "
                                                         "empty: not stated"})
    source_fetched_at = fields.AwareDateTime(
        load_default=None, allow_none=True,
        metadata={"description": "When a live source's figures were fetched (ISO 8601 with a zone); live rows only"})
    ticker = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=32))
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
                elif key == "chain_tvl_usd" and "=" in value:
                    value = dict(pair.split("=", 1) for pair in value.split(";") if pair.count("=") == 1)
            clean[key] = value
        for key in ("chains", "attestations"):
            if clean.get(key) is None:
                clean.pop(key, None)
        if clean.get("accredited_only") is None:
            clean.pop("accredited_only", None)
        return clean

    @validates_schema
    def _split_within_the_total(self, data, **kwargs):
        """A TVL by chain names the product's own chains and stays within its TVL."""
        split = data.get("chain_tvl_usd")
        if not split:
            return
        chains = {c.strip().lower() for c in data.get("chains") or []}
        problems = [f"{chain!r} is not one of the product's chains." for chain in split
                    if chain.strip().lower() not in chains]
        if data.get("tvl_usd") is None:
            problems.append("A TVL by chain needs the product's tvl_usd.")
        elif sum(split.values()) > data["tvl_usd"] * (1 + 1e-9):
            problems.append("The chains' TVLs add up to more than tvl_usd.")
        if problems:
            raise ValidationError({"chain_tvl_usd": problems})
