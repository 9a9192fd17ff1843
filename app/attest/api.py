"""POST /api/v1/attest (premium) and GET /api/v1/attest/verify (public)."""

from flask.views import MethodView

from app.attest import service
from app.attest.schemas import AttestationRead, AttestCreate, VerifyArgs, VerifyRead
from app.extensions import Blueprint
from app.platform.auth import current_key, require_premium

blp = Blueprint("attest", __name__, url_prefix="/api/v1/attest",
                description="Signed readiness attestations and their public verification.")


@blp.route("")
class Attest(MethodView):
    @require_premium
    @blp.arguments(AttestCreate)
    @blp.response(201, AttestationRead)
    @blp.doc(operationId="createAttestation", summary="Create an attestation")
    def post(self, body):
        """Score an asset and sign a canonical snapshot of the result (hash, HMAC, Ed25519)."""
        return service.attest(body["score"], body["locale"], current_key(), body["label"])


@blp.route("/verify")
class Verify(MethodView):
    @blp.arguments(VerifyArgs, location="query")
    @blp.response(200, VerifyRead)
    @blp.alt_response(404, description="No attestation has that id")
    @blp.doc(operationId="verifyAttestation", summary="Verify an attestation")
    def get(self, args):
        """Verify by ?id=att_... (the answer carries the public snapshot and its signatures), or statelessly by
        ?hash=&sig= (and/or &ed25519_sig=&key_id=); the one verify door's answer."""
        return service.verify(**args)
