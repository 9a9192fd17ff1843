"""POST /api/v1/verify and POST /api/v1/verify/file: the one verify door for every id, hash and file the hub
issues (public)."""

from __future__ import annotations

from flask import request
from flask.views import MethodView

from app.extensions import Blueprint
from app.platform.errors import ApiError
from app.verify import service
from app.verify.schemas import DoorBody, DoorRead

blp = Blueprint("verify_door", __name__, url_prefix="/api/v1",
                description="One verify door for every id, hash and file the hub issues.")
FILE_BODY = {"requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": ["file"], "properties": {"file": {"type": "string", "format": "binary"}}}}}}}


@blp.route("/verify")
class VerifyDoor(MethodView):
    @blp.arguments(DoorBody)
    @blp.response(200, DoorRead)
    @blp.alt_response(404, description="No id the hub issues has that form, or no such id")
    @blp.doc(operationId="verifyId", summary="Verify an issued id")
    def post(self, body):
        """Any id the hub issues (att_, rcp_ ...), or a hash with its signatures: the HMAC verdict, the Ed25519
        verdict with its key id, and whether the hash was anchored and its proof still holds."""
        return service.ask(body.get("id"), body.get("hash"), body.get("signature"),
                           body.get("ed25519_signature"), body.get("signing_key_id"))


@blp.route("/verify/file")
class VerifyFile(MethodView):
    @blp.response(200, DoorRead)
    @blp.doc(**FILE_BODY)
    @blp.doc(operationId="verifyFile", summary="Verify a file")
    def post(self):
        """A file the hub produced (multipart field `file`): a PDF or export by its SHA-256 and its anchoring, a
        signed JSON document by the hash and signatures it carries."""
        upload = request.files.get("file")
        if upload is None:
            raise ApiError(400, "validation_error", "Send the file as multipart/form-data, field file.",
                           details={"fields": {"file": ["Missing."]}})
        return service.by_upload(upload)
