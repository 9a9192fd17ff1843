"""The screener view as a file: every product the query matches (not one page), as CSV or JSON.

One function serves the page's links (GET /export) and GET /api/v1/products/export: the screener's own query
(ScreenerArgs -> ScreenerQuery -> query.run), in the view's order, at most CAP rows (beyond that the answer is
400 export_too_large: narrow the filters). Every figure carries its own date (apy_as_of, tvl_as_of; as_of for
the rest of the row) and its source (source_url, source_class, source_type).

The CSV (RFC 4180, UTF-8, a header row) writes an unknown value as an empty cell, a flag as true/false and a list
as its items joined by ";". A text cell that starts with = + - @ or a tab or carriage return gets a leading ' so
that a spreadsheet shows it as text instead of running it as a formula.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field, replace

from flask import Response
from marshmallow import Schema, fields

from app.catalogue import query, service
from app.catalogue.errors import ExportTooLarge
from app.catalogue.query import ScreenerQuery
from app.catalogue.schemas import ScreenerQueryRead
from app.platform import format as fmt
from app.platform.clock import utcnow
from app.platform.data import load
from app.platform.meta import ResponseSchema
from app.platform.urls import external_url
from app.platform.validate import count as bounded

CAP = 10_000
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
MEDIA = {"csv": "text/csv; charset=utf-8", "json": "application/json"}
COLUMNS = (  # (column, kind, meaning), in the order of the file
    ("id", "text", "Catalogue id"), ("name", "text", ""), ("ticker", "text", ""), ("issuer", "text", ""),
    ("platform", "text", ""), ("url", "text", "The product's page on the hub"), ("asset_class", "text", ""),
    ("sub_category", "text", ""), ("risk_tier", "text", ""), ("chains", "list", ""),
    ("jurisdiction", "text", "As the source states it"), ("jurisdiction_code", "text", "ISO 3166 alpha-2"),
    ("apy", "number", "Percent; empty when not disclosed"), ("apy_basis", "text", "What the APY measures"),
    ("apy_as_of", "text", "The APY's own date"), ("apy_stale", "flag", "APY older than SVC_STALE_DAYS or undated"),
    ("pays_yield", "flag", "false: non-yielding by design; empty: not stated"),
    ("tvl_usd", "number", "US dollars; empty when not disclosed"), ("tvl_as_of", "text", "The TVL's own date"),
    ("tvl_stale", "flag", "TVL older than SVC_STALE_DAYS or undated"),
    ("min_investment_usd", "number", "Dated by as_of"), ("liquidity_days", "number", "Dated by as_of"),
    ("accredited_only", "flag", ""), ("live", "flag", ""), ("green", "flag", ""),
    ("attestations", "list", "Attestation links"), ("kyc_to_mint", "flag", ""), ("kyc_to_hold", "flag", ""),
    ("redeemable", "flag", ""), ("exchange_listed", "flag", ""), ("transferable", "flag", ""),
    ("self_custody", "flag", ""), ("transparency_score", "integer", "0-100"), ("liquidity_score", "integer", "0-100"),
    ("documented", "integer", "0-9"), ("fees", "text", "As the source states them"),
    ("source_url", "text", "Where the row's figures come from"),
    ("source_class", "text", "issuer, regulator, aggregator or press"), ("source_type", "text", "snapshot or live"),
    ("source_fetched_at", "text", "When a live figure was fetched"),
    ("as_of", "text", "Date of the row's other facts (minimum, flags, fees)"),
)
NAMES = [name for name, _, _ in COLUMNS]


def _column(kind: str, doc: str) -> fields.Field:
    meta = {"metadata": {"description": doc}} if doc else {}
    if kind == "list":
        return fields.List(fields.String(), required=True, **meta)
    if kind == "integer":
        return bounded(required=True, **meta)
    kinds = {"text": fields.String, "number": fields.Float, "flag": fields.Boolean}
    return kinds[kind](allow_none=True, required=True, **meta)


ExportRow = Schema.from_dict({name: _column(kind, doc) for name, kind, doc in COLUMNS}, name="ExportRow")


class ExportRead(ResponseSchema):
    """Every product of the screener view (not one page), each figure with its own date and source."""

    products = fields.List(fields.Nested(ExportRow), required=True)
    count = bounded(required=True)
    cap = bounded(required=True, metadata={"description": f"The most rows one export holds ({CAP:,})"})
    columns = fields.List(fields.String(), required=True, metadata={"description": "The CSV's columns, in order"})
    query = fields.Nested(ScreenerQueryRead, required=True)
    as_of = fields.String(required=True, metadata={"description": "Date of the catalogue"})
    disclaimer = fields.String(required=True)


@dataclass(frozen=True)
class Export:
    """Every product of a screener view as the file's rows (dicts keyed by COLUMNS' names, a data table), the
    query as understood and the catalogue's date."""

    products: list[dict]
    query: dict
    as_of: str
    cap: int = CAP
    columns: list[str] = field(default_factory=lambda: NAMES)
    disclaimer: str = service.DISCLAIMER

    @property
    def count(self) -> int:
        return len(self.products)


def _row(product: dict) -> dict:
    flat = {**product, **product["evidence"]}
    flat["url"] = external_url("catalogue_pages.product", product_id=product["id"])
    for figure, as_of in (("apy", "apy_as_of"), ("tvl", "tvl_as_of")):
        known = product["apy" if figure == "apy" else "tvl_usd"] is not None
        flat[f"{figure}_stale"] = fmt.is_stale(product[as_of]) if known else None
    return {name: flat.get(name) for name in NAMES}


def rows(q: ScreenerQuery) -> Export:
    """Every product `q` matches, in its order, as flat rows; 400 export_too_large beyond CAP."""
    page = query.run(replace(q, page=1, limit=CAP + 1))
    if len(page.items) > CAP:
        raise ExportTooLarge(f"{page.total:,} products match; an export holds at most {CAP:,}. Narrow the filters.",
                             details={"matched": page.total, "limit": CAP})
    return Export([_row(service.read(p)) for p in page.items], q.as_dict(), load("catalogue")["as_of"])


def cell(value) -> str:
    """One CSV cell: empty for unknown, true/false, items joined by ";", text made safe from formulas."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    text = ";".join(value) if isinstance(value, list) else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def csv_text(data: Export) -> str:
    """The export as CSV: the header row, then a row per product."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(data.columns)
    writer.writerows([cell(row[name]) for name in data.columns] for row in data.products)
    return out.getvalue()


def download(q: ScreenerQuery, form: str) -> Response:
    """The export as a file to save: CSV or JSON, named after the screener and today's date."""
    data = rows(q)
    body = csv_text(data) if form == "csv" else json.dumps(ExportRead().dump(data), ensure_ascii=False)
    response = Response(body, mimetype=MEDIA[form].split(";")[0])
    response.headers["Content-Type"] = MEDIA[form]
    filename = f"svc-screener-{utcnow().date().isoformat()}.{form}"
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
