"""POST /api/v1/dossier (premium): the PDF dossier of an asset, its evidence in response headers."""

from flask import make_response
from flask.views import MethodView

from app.dossier import service
from app.dossier.schemas import DossierRequest
from app.extensions import Blueprint
from app.platform.auth import current_key, door_limit, require_premium
from app.platform.validate import HEX64

blp = Blueprint("dossier", __name__, url_prefix="/api/v1/dossier",
                description="Branded PDF dossiers of an asset, signed and anchored.")


def _header(description: str, pattern: str | None = None) -> dict:
    schema = {"type": "string", "maxLength": 200}
    if pattern:
        schema["pattern"] = pattern
    return {"description": description, "schema": schema}


HEX = HEX64.regex.pattern
HEADERS = {
    "Content-Disposition": _header('attachment; filename="dossier-<first 12 hex of the content hash>.pdf"'),
    "X-SVC-Content-Hash": _header("SHA-256 of the RFC 8785 snapshot the dossier prints (no branding)", HEX),
    "X-SVC-Signature": _header("HMAC-SHA256 over 'svc-dossier:v1:' + content hash; absent without "
                               "ATTEST_SIGNING_KEY", HEX),
    "X-SVC-Ed25519-Signature": _header("Ed25519 over the same bytes, base64url"),
    "X-SVC-Signing-Key-Id": _header("kid in /.well-known/svc-signing-keys.json"),
    "X-SVC-Content-Receipt-Id": _header("Proof-tap receipt anchoring the content hash (printed in the PDF)"),
    "X-SVC-Dossier-Hash": _header("SHA-256 of this PDF file", HEX),
    "X-SVC-Receipt-Id": _header("Proof-tap receipt anchoring the PDF file's SHA-256"),
    "X-SVC-Receipt-Url": _header("Public URL of that receipt (GET /api/v1/shield/receipts/{id})"),
}
PDF_ANSWER = {"200": {"description": "The dossier (schema svc.dossier.pdf.v1) as a PDF download; its evidence in "
                                     "the headers",
                      "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
                      "headers": HEADERS}}
EVIDENCE_HEADERS = (("content_hash", "X-SVC-Content-Hash"), ("signature", "X-SVC-Signature"),
                    ("ed25519_signature", "X-SVC-Ed25519-Signature"), ("signing_key_id", "X-SVC-Signing-Key-Id"),
                    ("content_receipt_id", "X-SVC-Content-Receipt-Id"), ("pdf_sha256", "X-SVC-Dossier-Hash"),
                    ("receipt_id", "X-SVC-Receipt-Id"), ("receipt_url", "X-SVC-Receipt-Url"))


@blp.route("")
class Dossier(MethodView):
    @require_premium
    @door_limit("SVC_PDF_LIMIT", "dossier")
    @blp.arguments(DossierRequest)
    @blp.response(200)
    @blp.doc(responses=PDF_ANSWER)
    @blp.alt_response(404, description="An attestation_id that is not one of yours, or an unknown product or green "
                                       "id (details.fields names the field)")
    @blp.doc(operationId="createDossier", summary="Create a PDF dossier")
    def post(self, body):
        """A PDF dossier of an asset: score and breakdown, gaps with actions, MiCA classification and regime, the
        regulatory references concerning its jurisdiction, comparable products (each figure dated and sourced),
        a green score when asked, the content hash with its signatures, a QR code to the verify page and the
        proof-tap receipt; branded with your name, logo and colour. The content hash and the PDF's SHA-256 are
        both anchored with your key."""
        pdf, evidence = service.build(body, current_key())
        response = make_response(pdf)
        response.headers["Content-Type"] = "application/pdf"
        response.headers["Content-Disposition"] = f'attachment; filename="dossier-{evidence["content_hash"][:12]}.pdf"'
        response.headers["Cache-Control"] = "no-store"
        for name, header in EVIDENCE_HEADERS:
            if evidence.get(name):
                response.headers[header] = evidence[name]
        return response
