"""Attestation pages: the public page of an attestation, its PDF, and the former verify page's redirect."""

from flask import make_response, redirect, render_template, request, url_for
from werkzeug.datastructures import MultiDict

from app.attest import issuing, report, service
from app.extensions import limiter
from app.platform import charts
from app.platform.errors import DomainError
from app.platform.headers import page_blueprint, setting_limit
from app.platform.qr import qr_svg
from app.scoring.rules import breakdown_rows

bp = page_blueprint("attest_pages", __name__)
PRIVATE = {"Cache-Control": "no-store"}


def _page(attestation_id: str, **issued) -> str:
    att = service.checked(attestation_id)
    snapshot = att.snapshot
    bars = charts.bars(breakdown_rows(snapshot["breakdown"], snapshot.get("locale")))
    return render_template("attest/show.html", att=att, snapshot=snapshot, qr=qr_svg(att.verify_url), bars=bars,
                           **issued)


@bp.get("/attest/<string:attestation_id>")
def show(attestation_id):
    return _page(attestation_id)


@bp.post("/attest")
def issue():
    """The score page's attestation form: the new attestation's page, with the inputs in words shown to the issuer
    alone (the hub keeps only their SHA-256); a refusal says what an attestation needs and keeps the inputs."""
    try:
        att, score_request = issuing.issue(request.form)
    except DomainError as error:
        page = render_template("attest/refused.html", error=error, asked=issuing.asked(request.form))
        return page, error.status, {**PRIVATE, **{k: v for k, v in error.headers.items() if k == "Retry-After"}}
    page = _page(att.id, issued=True, **issuing.in_words(score_request))
    return page, 201, {**PRIVATE, "Location": att.verify_url}


@bp.get("/attest/<string:attestation_id>/pdf")
@limiter.limit(setting_limit("SVC_PDF_LIMIT"), override_defaults=True)
def pdf(attestation_id):
    """The attestation as a PDF, with its subject, hash, signatures and a QR code to its page."""
    body, att = report.build(attestation_id)
    response = make_response(body)
    response.headers["Content-Type"] = "application/pdf"
    response.headers["Content-Disposition"] = f'inline; filename="{att.id}.pdf"'
    response.headers["X-SVC-Content-Hash"] = att.content_hash
    return response


LEGACY_NAMES = {"sig": "signature", "ed25519_sig": "ed25519_signature", "key_id": "signing_key_id"}


@bp.get("/attest/verify")
def verify_page():
    """The former verify page: every link to it (?id=, or ?hash=&sig=) opens the one verify page with the same
    question, without JavaScript."""
    query = MultiDict((LEGACY_NAMES.get(name, name), value) for name, value in request.args.items(multi=True))
    return redirect(url_for("verify_pages.verify_page", **query.to_dict(flat=False)), code=301)
