"""An attestation as a PDF: its subject (label and SHA-256 of the inputs, never the inputs), the attested score
and reasons, the content hash, the signatures and a QR code to its public page; in the attestation's language."""

from __future__ import annotations

from flask import render_template
from flask_babel import force_locale

from app.attest import service
from app.platform.issued import Printed, issue_pdf
from app.platform.qr import qr_svg
from app.scoring.rules import breakdown_rows


def build(attestation_id: str) -> tuple[bytes, service.Checked]:
    """The PDF and the attestation as verified now (an unknown id is 404); the file is recorded, so dropping it on
    the verify door names the attestation and checks it again."""
    att = service.checked(attestation_id)
    snapshot = att.snapshot
    locale = snapshot.get("locale") or "en"
    with force_locale(locale):
        html = render_template("attest/report.html", att=att, snapshot=snapshot, qr=qr_svg(att.verify_url),
                               rows=breakdown_rows(snapshot["breakdown"], locale))
    printed = Printed(service.KIND, att.content_hash, att.verify_url, att.signature, att.ed25519_signature,
                      att.signing_key_id, document_id=att.id, document_date=snapshot.get("attested_at"))
    return issue_pdf(html, printed), att
