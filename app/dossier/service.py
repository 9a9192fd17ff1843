"""The dossier: a signed snapshot of what the hub knows about an asset, rendered as a branded PDF, with two
proof-tap anchors.

A document cannot print its own file hash, nor the receipt anchoring that hash. So a dossier carries two proofs:
- its content hash (SHA-256 of the RFC 8785 snapshot: no branding, no inputs, no personal data), signed (HMAC and
  Ed25519 under svc-dossier:v1:) and anchored before rendering: that receipt is printed in the PDF, with a QR code
  to the public verify page, so a printed copy can be checked;
- the SHA-256 of the PDF file, anchored after rendering: that receipt comes with the answer, so the file itself
  can be checked (POST /api/v1/verify/file finds it by its hash).
The hub keeps no copy of the dossier: only the two hashes, as proof-tap receipts.
"""

from __future__ import annotations

from flask import render_template
from flask_babel import force_locale

from app.dossier import branding, content
from app.green import words
from app.platform import signing
from app.platform.auth import KeyIdentity
from app.platform.clock import iso, utcnow
from app.platform.documents import Dropped, Reading, snapshot_claim, text
from app.platform.issued import Printed, issue_pdf
from app.platform.qr import qr_png_uri
from app.platform.urls import external_url
from app.scoring.rules import DIMENSIONS, breakdown_rows
from app.shield import service as shield
from app.shield.evidence import written

KIND = "dossier"
SCHEMA = "svc.dossier.pdf.v1"
PREFIX = "svc-dossier:v1:"
ANCHOR_KIND = "dossier"
STYLES = ("css/pdf.css", "css/dossier.css")  # parsed once per worker thread (app/platform/pdf.py)
DISCLAIMER = ("Indicative signals only: not legal, tax or investment advice, and not a regulated certificate. "
              "Every figure is dated and sourced.")


def snapshot(body: dict, key: KeyIdentity) -> dict:
    """What the dossier signs: its subject, assessment, references, comparables and green score, as of now."""
    locale = body["locale"]
    if body.get("asset") is not None:
        part = content.scored(body["asset"], locale, body.get("label"))
    else:
        part = content.attested(body["attestation_id"], key, body.get("label"))
    return {
        "schema": SCHEMA, "locale": locale, "generated_at": iso(utcnow()),
        "subject": part["subject"], "assessment": part["assessment"],
        "references": content.references(body.get("jurisdiction") or part["jurisdiction"]),
        "comparables": content.comparables(body.get("product_ids"), part["asset_type"]),
        "green": content.green_section(body.get("green_id")),
        "disclaimer": DISCLAIMER,
        "policy": {"indicative_only": True, "never_invent_apy": True},
    }


def signed_content(dropped: Dropped) -> Reading | None:
    """The verify door's reading of a dossier's snapshot shown as JSON with its hash and signatures (the hub keeps
    no copy: a change is told by the hash alone)."""
    document = dropped.json_object()
    if (document or {}).get("schema") != SCHEMA:
        return None
    return Reading(KIND, [snapshot_claim(KIND, document)], {"schema": SCHEMA,
                                                            "issued_at": text(document.get("generated_at"), 40)})


def verify_url(fields: dict) -> str:
    """The public verify page, filled with the content hash and its signatures (what the QR code opens)."""
    params = {"hash": fields["content_hash"], "signature": fields.get("signature"),
              "ed25519_signature": fields.get("ed25519_signature"), "signing_key_id": fields.get("signing_key_id")}
    return external_url("verify_pages.verify_page", **{k: v for k, v in params.items() if v})


def render(snap: dict, fields: dict, receipt: dict, brand: branding.Brand) -> bytes:
    """The PDF of a signed snapshot, in its locale; the renderer loads nothing but static files and data: URIs."""
    url = verify_url(fields)
    rows = [(d, title, value) for d, (title, value) in
            zip(DIMENSIONS, breakdown_rows(snap["assessment"]["breakdown"], snap["locale"]), strict=True)]
    with force_locale(snap["locale"]):
        html = render_template("dossier/dossier.html", s=snap, signed=fields, receipt=receipt, brand=brand,
                               verify_url=url, qr=qr_png_uri(url), prefix=PREFIX, rows=rows,
                               titles={d: title for d, title, _value in rows}, gword=words.word)
    return issue_pdf(html, Printed.of(KIND, fields, url, document_date=snap["generated_at"]), remote=False,
                     static_css=STYLES)


def build(body: dict, key: KeyIdentity) -> tuple[bytes, dict]:
    """The dossier's PDF and its evidence. Nothing is written before every input is checked (ids found, logo
    fetched and accepted); then the content hash is anchored, the PDF rendered, and its SHA-256 anchored."""
    snap = snapshot(body, key)
    brand = branding.resolve(body.get("branding"))
    fields = signing.sign_artefact(KIND, snap).as_fields()
    content_receipt = shield.anchor(fields["content_hash"], key, ANCHOR_KIND)
    pdf = render(snap, fields, written(content_receipt.tap), brand)
    pdf_sha256 = signing.sha256_hex(pdf)
    file_receipt = shield.anchor(pdf_sha256, key, ANCHOR_KIND)
    return pdf, {**fields, "content_receipt_id": content_receipt.id, "pdf_sha256": pdf_sha256,
                 "receipt_id": file_receipt.id, "receipt_url": file_receipt.receipt_url}
