"""The attested comparison report: a canonical snapshot, its hash and signatures, rendered as a PDF."""

from __future__ import annotations

from flask import render_template
from flask_babel import force_locale

from app.compare import benchmarks, service
from app.compare.marks import compare_marks
from app.platform import signing
from app.platform.errors import ApiError
from app.platform.pdf import render_pdf
from app.platform.qr import qr_svg

SCHEMA = "svc.compare.report.pdf.v1"
LOCALES = ("en", "fr")
FIGURES = ("id", "name", "issuer", "platform", "jurisdiction", "category", "risk_tier", "apy", "apy_basis",
           "apy_as_of", "tvl_usd", "tvl_as_of", "min_investment_usd", "transparency_score", "liquidity_score",
           "source_url", "source_class", "source_type", "source_fetched_at", "as_of", "pays_yield",
           "jurisdiction_code")


def report_snapshot(ids: list[str], locale: str) -> dict:
    """What the report attests; no time of generation in it, so the same report gives the same hash (on the
    same day: a figure's stale mark, and so its comparison mark, follows the calendar)."""
    if locale not in LOCALES:
        raise ApiError(400, "validation_error", "locale must be en or fr.",
                       details={"fields": {"query.locale": ["Allowed: en, fr."]}})
    products, missing = service.products_by_ids(service.check_count(ids))
    if missing:
        raise ApiError(404, "not_found", "Some products are not in the catalogue.", details={"missing": missing})
    categories = sorted({p["category"] for p in products})
    highlights, reasons = compare_marks(products)
    return {
        "schema": SCHEMA, "locale": locale, "product_ids": [p["id"] for p in products],
        "products": [{k: p[k] for k in FIGURES} | {"simple": p["simple"], "evidence": p["evidence"]}
                     for p in products],
        "highlights": highlights, "highlight_reasons": reasons,
        "benchmarks": {c: {k: v for k, v in benchmarks.benchmark(c).items() if k not in ("disclaimer",)}
                       for c in categories},
        "as_of": max(p["as_of"] for p in products),
        "policy": {"never_invent_apy": True, "indicative_only": True},
    }


def build(ids: list[str], locale: str) -> tuple[bytes, dict]:
    """The PDF and its attestation fields (content_hash, signature, ed25519_signature, signing_key_id)."""
    snapshot = report_snapshot(ids, locale)
    signed = signing.sign_artefact(service.REPORT_KIND, snapshot)
    fields = signed.as_fields()
    url = service.verify_page_url(fields)
    qr = qr_svg(url)
    with force_locale(locale):  # the report's language is its locale parameter, not the reader's page language
        html = render_template("compare/report.html", s=snapshot, signed=fields, verify_url=url, qr=qr,
                               prefix=service.PREFIX)
    return render_pdf(html), fields
