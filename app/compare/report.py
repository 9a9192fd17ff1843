"""The attested comparison report: a canonical snapshot, its hash and signatures, rendered as a PDF."""

from __future__ import annotations

from flask import render_template
from flask_babel import force_locale

from app.compare import benchmarks, service, signed
from app.compare.errors import ProductsNotFound, UnknownLocale
from app.compare.marks import compare_marks
from app.platform import signing
from app.platform.issued import Printed, issue_pdf
from app.platform.qr import qr_svg

SCHEMA = signed.REPORT_SCHEMA
LOCALES = ("en", "fr")


def report_snapshot(ids: list[str], locale: str) -> dict:
    """What the report attests; no time of generation in it, so the same report gives the same hash (on the
    same day: a figure's stale mark, and so its comparison mark, follows the calendar)."""
    if locale not in LOCALES:
        raise UnknownLocale("locale must be en or fr.",
                            details={"fields": {"query.locale": ["Allowed: en, fr."]}})
    products, missing = service.products_by_ids(service.check_count(ids))
    if missing:
        raise ProductsNotFound(details={"missing": missing})
    categories = sorted({p["category"] for p in products})
    highlights, reasons = compare_marks(products)
    return {
        "schema": SCHEMA, "locale": locale, "product_ids": [p["id"] for p in products],
        "products": [signed.figures(p) | {"simple": p["simple"], "evidence": p["evidence"]}
                     for p in products],
        "highlights": highlights, "highlight_reasons": reasons,
        "benchmarks": {c: benchmarks.benchmark(c).document() for c in categories},
        "as_of": max(p["as_of"] for p in products),
        "policy": {"never_invent_apy": True, "indicative_only": True},
    }


def build(ids: list[str], locale: str) -> tuple[bytes, dict]:
    """The PDF and its attestation fields (content_hash, signature, ed25519_signature, signing_key_id)."""
    snapshot = report_snapshot(ids, locale)
    fields = signing.sign_artefact(service.REPORT_KIND, snapshot).as_fields()
    url = service.verify_page_url(fields)
    qr = qr_svg(url)
    with force_locale(locale):  # the report's language is its locale parameter, not the reader's page language
        html = render_template("compare/report.html", s=snapshot, signed=fields, verify_url=url, qr=qr,
                               prefix=service.PREFIX)
    return issue_pdf(html, Printed.of(service.REPORT_KIND, fields, url, document_date=snapshot["as_of"])), fields
