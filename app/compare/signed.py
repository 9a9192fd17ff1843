"""The signed content of the comparison's documents, and how the verify door rebuilds it: a shortlist snapshot, a
comparison result and a report's snapshot. Neither is kept by the hub, so a changed document is told by its
hash alone (the paths that differ cannot be named)."""

from __future__ import annotations

from functools import lru_cache

from app.platform.canonical import Composed, Encoded
from app.platform.documents import Claim, Dropped, Reading, rebuilt_fields, snapshot_claim, unsigned_fields

SHORTLIST_SCHEMA = "svc.compare.shortlist.v1"
RESULT_SCHEMA = "svc.compare.result.v1"
REPORT_SCHEMA = "svc.compare.report.pdf.v1"
SHORTLIST_FIELDS = ("schema", "as_of", "taken_at", "source_type", "product_ids", "products", "citations", "drift",
                    "policy")
# The figures a comparison or a report signs of each product: what its marks are computed from, with their dates
# and source (a label or a note is not signed).
FIGURES = ("id", "name", "issuer", "platform", "jurisdiction", "category", "risk_tier", "apy", "apy_basis",
           "apy_as_of", "tvl_usd", "tvl_as_of", "min_investment_usd", "transparency_score", "liquidity_score",
           "source_url", "source_class", "source_type", "source_fetched_at", "as_of", "pays_yield",
           "jurisdiction_code")
RESULT_SHOWN = ("products", "comparison", "query", "fetched_at", "mode", "schema")


def _claim(kind: str, document: dict, content) -> Claim:
    return Claim(kind, document.get("content_hash"), content, signature=document.get("signature"),
                 ed25519_signature=document.get("ed25519_signature"), signing_key_id=document.get("signing_key_id"))


def figures(product: dict) -> dict:
    """The signed figures of one product (a field the product lacks stays out, so the hash cannot match)."""
    return {name: product[name] for name in FIGURES if name in product} if isinstance(product, dict) else product


def result_document(mode, fetched_at, products: list, highlights, highlight_reasons, query=None, *,
                    with_query: bool = False) -> dict:
    """What a comparison result signs: its mode, time, query (when it has one), each product's dated figures and
    the marks."""
    content = {"schema": RESULT_SCHEMA, "mode": mode, "fetched_at": fetched_at,
               "products": [figures(p) for p in products],
               "highlights": highlights, "highlight_reasons": highlight_reasons}
    if with_query:
        content["query"] = query
    return content


@lru_cache(maxsize=4096)
def _encoded(items: tuple) -> Encoded:
    return Encoded.of({name: value for name, _type, value in items})


def _once(figured):
    """One product's figures as canonical bytes, made once per distinct figures (typed: 1 and True differ)."""
    try:
        return _encoded(tuple((name, type(value), value) for name, value in figured.items()))
    except (TypeError, AttributeError):  # not a flat object of scalars: canonicalised with the rest
        return figured


def result_signed(document: dict) -> Composed:
    """A result document (result_document) as it is hashed: the same bytes, each product's figures canonicalised
    once per process rather than on every comparison."""
    return Composed({**document, "products": [_once(f) for f in document["products"]]})


def result_content(result: dict) -> dict:
    """The signed content of a comparison result as answered (a dropped JSON document)."""
    comparison = result.get("comparison") if isinstance(result.get("comparison"), dict) else {}
    products = result.get("products") if isinstance(result.get("products"), list) else []
    return result_document(result.get("mode"), result.get("fetched_at"), products, comparison.get("highlights"),
                           comparison.get("highlight_reasons"), result.get("query"), with_query="query" in result)


def signed_content(dropped: Dropped) -> Reading | None:
    """A shortlist snapshot, a comparison result or a report snapshot, recognised by its schema id."""
    document = dropped.json_object()
    schema = (document or {}).get("schema")
    if schema == SHORTLIST_SCHEMA:
        content = rebuilt_fields(document, SHORTLIST_FIELDS)
        return Reading("compare-shortlist", [_claim("compare-shortlist", document, content)],
                       {"schema": schema, "issued_at": document.get("taken_at"), "page_url": document.get("share_url")},
                       unsigned_fields(document, SHORTLIST_FIELDS, ("share_url",)))
    if schema == RESULT_SCHEMA:
        return Reading("compare-result", [_claim("compare-result", document, result_content(document))],
                       {"schema": schema, "issued_at": document.get("fetched_at"),
                        "page_url": (document.get("comparison") or {}).get("share_url")
                        if isinstance(document.get("comparison"), dict) else None},
                       unsigned_fields(document, RESULT_SHOWN))
    if schema == REPORT_SCHEMA:
        return Reading("compare-report", [snapshot_claim("compare-report", document)], {"schema": schema})
    return None
