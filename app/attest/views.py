"""Attestation pages: the public page of an attestation, and a page to check a hash and signature."""

from flask import make_response, render_template, request

from app.attest import report, service
from app.extensions import limiter
from app.platform import charts
from app.platform.errors import ApiError
from app.platform.headers import page_blueprint, setting_limit
from app.platform.qr import qr_svg
from app.scoring.rules import breakdown_rows

bp = page_blueprint("attest_pages", __name__)


@bp.get("/attest/<string:attestation_id>")
def show(attestation_id):
    result = service.verify_by_id(attestation_id)
    snapshot = result["snapshot"]
    qr = qr_svg(result["verify_url"])
    bars = charts.bars(breakdown_rows(snapshot["breakdown"], snapshot.get("locale")))
    return render_template("attest/show.html", att=result, snapshot=snapshot, qr=qr, bars=bars)


@bp.get("/attest/<string:attestation_id>/pdf")
@limiter.limit(setting_limit("SVC_PDF_LIMIT"), override_defaults=True)
def pdf(attestation_id):
    """The attestation as a PDF, with its subject, hash, signatures and a QR code to its page."""
    body, att = report.build(attestation_id)
    response = make_response(body)
    response.headers["Content-Type"] = "application/pdf"
    response.headers["Content-Disposition"] = f'inline; filename="{att["id"]}.pdf"'
    response.headers["X-SVC-Content-Hash"] = att["content_hash"]
    return response


@bp.get("/attest/verify")
def verify_page():
    return render_template("attest/verify.html")


@bp.get("/attest/verify/check")
def verify_check():
    """One form: an attestation id, or a hash with an HMAC and/or an Ed25519 signature and key id."""
    fields = ("id", "hash", "sig", "ed25519_sig", "key_id")
    form = {name: (request.args.get(name) or "").strip() or None for name in fields}  # pasted text is trimmed
    try:
        result = service.verify(**form)
    except ApiError as error:
        return render_template("attest/_verdict.html", error=error.message), error.status
    return render_template("attest/_verdict.html", result=result)
