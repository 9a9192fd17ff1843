"""Comparisons and shortlist snapshots over the catalogue's one query layer."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from flask import current_app

from app.catalogue import facets
from app.catalogue import service as catalogue
from app.catalogue.query import ScreenerQuery, page_rows, run
from app.compare.eligibility import Eligibility, eligibility
from app.compare.errors import ProductsNotFound, SignatureMissing, TooFewMatches, UnknownProducts, WrongCount
from app.compare.marks import RULES, compare_marks
from app.compare.signed import (
    RESULT_SCHEMA,
    SHORTLIST_FIELDS,
    SHORTLIST_SCHEMA,
    rebuilt_fields,
    result_document,
    result_signed,
)
from app.platform import signing
from app.platform.clock import iso, utcnow
from app.platform.data import load
from app.platform.urls import external_url
from app.verify import service as door

PREFIX = "svc-compare:v1:"
SHORTLIST_KIND, REPORT_KIND, RESULT_KIND = "compare-shortlist", "compare-report", "compare-result"
METRICS = tuple(RULES)


def stated_metrics(products: list[dict]) -> tuple[list[str], list[str]]:
    """The compared figures at least one of these products states, and those none of them does (said once, not
    shown as an empty row)."""
    stated = [m for m in METRICS if any(p[m] is not None for p in products)]
    return stated, [m for m in METRICS if m not in stated]


class SignedAnswer:
    """The hash and signatures of the document an answer carries (`signed`); a signature is None without its key
    (the answer's schema leaves it out)."""

    signed: signing.Signed

    @property
    def content_hash(self) -> str:
        return self.signed.content_hash

    @property
    def signature(self) -> str | None:
        return self.signed.signature or None

    @property
    def ed25519_signature(self) -> str | None:
        return (self.signed.ed25519 or {}).get("signature")

    @property
    def signing_key_id(self) -> str | None:
        return (self.signed.ed25519 or {}).get("key_id")

    @property
    def verify_url(self) -> str:
        """The verify page, filled with the document's hash and signatures."""
        return verify_page_url(self.signed.as_fields())


@dataclass(frozen=True)
class Marks:
    """The marks of a comparison: per metric, a mark (best, worst or None) and a reason per product, in their
    order; how many products, and the compare page's link."""

    product_count: int
    share_url: str
    highlights: dict
    highlight_reasons: dict


@dataclass(frozen=True)
class Comparison(SignedAnswer):
    """A comparison as answered: each product's dated figures, the marks, and the hash and signatures of its
    signed document (signed.result_document)."""

    mode: str
    products: list[dict]
    fetched_at: str
    comparison: Marks
    signed: signing.Signed
    query: dict | None = None
    schema: str = RESULT_SCHEMA


@dataclass(frozen=True)
class Shortlist(SignedAnswer):
    """A shortlist snapshot as answered: the signed document itself (`content`, hashed as it is), its hash and
    signatures, the fields it signs, and the compare page's link."""

    content: dict
    signed: signing.Signed
    signed_fields: list[str]
    share_url: str

    @property
    def taken_at(self) -> str:
        return self.content["taken_at"]


@dataclass(frozen=True)
class Widget:
    """What the compare widget shows: the products, whether they are a sample of the screener, their signed
    snapshot (its share_url and verify_url are the widget's links)."""

    products: list[dict]
    sample: bool
    snapshot: Shortlist


def share_url(ids: list[str]) -> str:
    return external_url("compare_pages.compare", ids=",".join(ids))


def products_by_ids(ids: list[str]) -> tuple[list[dict], list[str]]:
    """The products in the order asked, and the ids the catalogue does not know: read once per catalogue version
    and list of ids (every import moves the version, as for the screener's kept answers), so a comparison asked
    again costs no statement."""
    products, missing = facets.cache("compare", 1024).get(("by_ids", tuple(ids)), lambda: _read_by_ids(ids))
    return list(products), list(missing)


def _read_by_ids(ids: list[str]) -> tuple[tuple, tuple]:
    page = page_rows(ScreenerQuery(ids=tuple(ids), limit=len(ids) or 1))
    found = {p["id"]: p for p in catalogue.answers(page.items)}
    return tuple(found[i] for i in ids if i in found), tuple(i for i in ids if i not in found)


def check_count(ids: list[str], low: int = 2, high: int = 4, field: str = "product_ids") -> list[str]:
    """The distinct ids, in order, or a 400 naming `field` when there are not low to high of them."""
    ids = list(dict.fromkeys(i.strip() for i in ids if i and i.strip()))
    if not low <= len(ids) <= high:
        raise WrongCount(f"Compare {low} to {high} distinct products.",
                         details={"fields": {field: [f"Give {low} to {high} distinct ids."]}})
    return ids


def comparison(products: list[dict], mode: str, query: dict | None = None) -> Comparison:
    """The comparison result, signed: each product's dated figures, the marks and why a mark is absent."""
    highlights, reasons = compare_marks(products)
    fetched_at = iso(utcnow())
    document = result_document(mode, fetched_at, products, highlights, reasons, query,
                                      with_query=query is not None)
    marks = Marks(len(products), share_url([p["id"] for p in products]), highlights, reasons)
    return Comparison(mode, products, fetched_at, marks, signing.sign_artefact(RESULT_KIND, result_signed(document)),
                      query)


def compare_ids(ids: list[str]) -> Comparison:
    """Compare 2-4 products by id, in the order given; an unknown id is 404."""
    products, missing = products_by_ids(check_count(ids))
    if missing:
        raise ProductsNotFound(details={"missing": missing})
    return comparison(products, "product_ids")


def compare_filters(filters: dict) -> Comparison:
    """The top 2-4 products of a filter (category, yield_min, risk_tier, jurisdiction, limit), highest APY first."""
    category, tier = filters.get("category"), filters.get("risk_tier")
    q = ScreenerQuery(asset_class=(category,) if category else (), risk_tier=(tier,) if tier else (),
                      yield_min=filters.get("yield_min"),
                      jurisdiction=(facets.resolve_jurisdiction(filters["jurisdiction"]),)
                      if (filters.get("jurisdiction") or "").strip() else (),
                      limit=filters.get("limit") or 4, sort="apy", sort_dir="desc")
    products = catalogue.answers(page_rows(q).items)
    if len(products) < 2:
        raise TooFewMatches("Fewer than 2 products match these filters.",
                            details={"matched": len(products), "query": q.as_dict()})
    return comparison(products, "filters", q.as_dict())


def _newest_date(p: dict) -> str:
    return max(d for d in (p.get("as_of"), p.get("apy_as_of"), p.get("tvl_as_of")) if d)


def _month_end(value: str) -> str:
    """A YYYY-MM date compares as the last day of its month."""
    return f"{value}-31" if len(value) == 7 else value


def drift(products: list[dict], today: date | None = None) -> list[dict]:
    """slug_missing: gone from the live source at its last refresh; stale_cache: the live source failed at its
    last refresh, or the newest figure is older than SVC_STALE_DAYS."""
    today = today or utcnow().date()
    entries = []
    last = catalogue.last_refresh()
    stale_days = int(current_app.config.get("SVC_STALE_DAYS", 180))
    cutoff = (today - timedelta(days=stale_days)).isoformat()
    for p in products:
        if last is not None and last.status == "ok" and p["id"] in (last.missing_ids or []):
            entries.append({"kind": "slug_missing", "product_id": p["id"], "since": iso(last.started_at),
                            "note": "missing from the live source; the cached figures are shown"})
        figure_dates = [_month_end(d) for d in (p.get("apy_as_of"), p.get("tvl_as_of")) if d]
        if last is not None and last.status == "failed" and p["source_type"] == "live":
            entries.append({"kind": "stale_cache", "product_id": p["id"], "since": iso(last.started_at),
                            "note": f"the live source failed ({last.error}); cached figures as of {p['as_of']}"})
        elif figure_dates and max(figure_dates) < cutoff:
            entries.append({"kind": "stale_cache", "product_id": p["id"], "since": max(figure_dates),
                            "note": f"newest figure older than {stale_days} days; served from the dated snapshot"})
    return entries


def shortlist(ids: list[str], field: str = "product_ids") -> Shortlist:
    """A signed snapshot of what the hub shows for 2-4 products now, like every comparison; fewer or more is a
    400 naming `field` (product_ids in a body, query.ids in a query)."""
    return snapshot(check_count(ids, field=field), field)


def snapshot(ids: list[str], field: str = "product_ids") -> Shortlist:
    """The signed snapshot of 1-4 products: the shortlist's body, and the embed's badge (which shows one product
    as readily as four)."""
    ids = check_count(ids, 1, 4, field)
    products, missing = products_by_ids(ids)
    if missing:  # nothing is signed about a product the catalogue does not know
        raise UnknownProducts("Some products are not in the catalogue; nothing was signed.",
                              details={"fields": {field: [f"Not in the catalogue: {', '.join(missing)}."]},
                                       "missing": missing})
    citations = [{"product_id": p["id"], "source_url": p["source_url"], "as_of": p["as_of"],
                  "apy_as_of": p["apy_as_of"], "tvl_as_of": p["tvl_as_of"]} for p in products]
    source_types = {p["source_type"] for p in products}
    content = {
        "schema": SHORTLIST_SCHEMA, "as_of": max([_newest_date(p) for p in products] or [load("catalogue")["as_of"]]),
        "taken_at": iso(utcnow()),
        "source_type": source_types.pop() if len(source_types) == 1 else ("mixed" if source_types else "none"),
        "product_ids": ids, "products": [{k: p[k] for k in ("id", "name", "entity_id", "apy", "apy_basis",
                                                             "apy_as_of", "tvl_usd", "tvl_as_of", "risk_tier")}
                                         for p in products],
        "citations": citations, "drift": drift(products),
        "policy": {"never_invent_apy": True, "indicative_only": True},
    }
    signed_content = rebuilt_fields(content, SHORTLIST_FIELDS)  # what the door rebuilds
    return Shortlist(content, signing.sign_artefact(SHORTLIST_KIND, signed_content), sorted(signed_content),
                     share_url([p["id"] for p in products]))


def verify(content_hash: str, signature: str | None = None, ed25519_signature: str | None = None,
           key_id: str | None = None) -> dict:
    """The comparison's own verify path, answered by the one verify door: a compare report's, result's or
    shortlist's HMAC and/or Ed25519 signature (prefix svc-compare:v1:, shared by the three kinds); pasted whitespace
    is trimmed, an Ed25519 signature is read in base64url or hex."""
    content_hash = signing.require_hex64((content_hash or "").strip(), "content_hash")
    signature, ed25519_signature = (signature or "").strip() or None, (ed25519_signature or "").strip() or None
    if not signature and not ed25519_signature:
        raise SignatureMissing("Give the HMAC signature, or the Ed25519 signature and its key id.",
                               details={"fields": {"signature": ["Missing signature."]}})
    return door.by_hash(content_hash, signing.require_hex64(signature, "signature") if signature else None,
                        ed25519_signature, (key_id or "").strip() or None, kinds=(SHORTLIST_KIND, REPORT_KIND,
                                                                                  RESULT_KIND))


def verify_page_url(fields: dict) -> str:
    """The verify page, filled with a signed document's hash and signatures (as_fields of signing.Signed)."""
    params = {"hash": fields["content_hash"], "sig": fields.get("signature"),
              "ed25519_sig": fields.get("ed25519_signature"), "key_id": fields.get("signing_key_id")}
    return external_url("compare_pages.verify_page", **{k: v for k, v in params.items() if v})


def embed_content(ids: list[str]) -> Widget:
    """What the compare widget shows: 1-4 products asked for, or a live sample of the screener."""
    if ids:
        products, missing = products_by_ids(check_count(ids, 1, 4))
        if missing:
            raise ProductsNotFound(f"Unknown products: {', '.join(missing)}.")
    else:
        page = run(ScreenerQuery(live=True, sort="transparency", limit=4))
        products = [catalogue.read(p) for p in page.items]
    return Widget(products, not ids, snapshot([p["id"] for p in products]))


def eligibility_of(ids: list[str]) -> Eligibility:
    """The indicative eligibility composite of 1-4 products, and the ids the catalogue lacks."""
    products, missing = products_by_ids(check_count(ids, 1, 4))
    return eligibility(products, missing)
