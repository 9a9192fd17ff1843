"""The proof-tap API under /api/v1/shield.

Anchoring counts on the key's monthly quota like any keyed call, and on its anchors of the month (100 for a
free or demo key, SVC_SHIELD_FREE_ANCHORS; premium without limit): 429 anchor_quota_exceeded past them. Reading a
receipt, verifying a proof and the CBOM are public; the demo takes no key (SVC_SHIELD_DEMO_LIMIT per address);
export, pack, audit and reseal need a premium or enterprise key (403 premium_required).
"""

from __future__ import annotations

from flask import current_app, request
from flask.views import MethodView

from app.extensions import Blueprint
from app.platform import idempotency
from app.platform.auth import current_key, door_limit, require_key, require_premium
from app.shield import cbom, evidence, service, usage
from app.shield.schemas import (
    AnchorAuditArgs,
    AnchorAuditRead,
    AnchorExportArgs,
    AnchorQuotaRead,
    AnchorReceiptRead,
    AnchorVerifyBody,
    AnchorVerifyRead,
    DemoBody,
    EvidencePackBody,
    IngestArgs,
    ResealRead,
    TapBody,
)

blp = Blueprint("shield", __name__, url_prefix="/api/v1/shield",
                description="Proof-tap: anchor SHA-256 hashes under signed Merkle roots; receipts anyone can verify.")
RAW_BODY = {"requestBody": {"required": True, "description": "Any bytes, of any type; hashed as they arrive",
                            "content": {"application/octet-stream": {"schema": {"type": "string",
                                                                                "format": "binary"}}}}}
PACK_ANSWER = {"200": {"description": "The evidence pack, a ZIP download (Content-Disposition names the file)",
                       "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}}}}


@blp.route("/tap")
class Tap(MethodView):
    @require_key
    @blp.arguments(TapBody)
    @blp.response(201, AnchorReceiptRead)
    @blp.alt_response(429, description="anchor_quota_exceeded: the key's anchors of the month are used")
    @blp.doc(operationId="createAnchor", summary="Anchor a hash")
    def post(self, body):
        """Anchor a SHA-256 (or a small payload, hashed and dropped): a pending receipt, with its Merkle proof once
        the next seal runs (every minute), or at once with anchor_now."""
        return service.anchor_and_answer(service.payload_digest(body), current_key(), "tap", now=body["anchor_now"])


@blp.route("/ingest")
class Ingest(MethodView):
    @require_key
    @blp.arguments(IngestArgs, location="query")
    @blp.response(201, AnchorReceiptRead)
    @blp.doc(**RAW_BODY)
    @blp.alt_response(413, description="The body is larger than SVC_SHIELD_INGEST_MAX")
    @blp.doc(operationId="ingestAnchor", summary="Anchor a raw body")
    def post(self, args):
        """Anchor the SHA-256 of a raw body of any type, hashed as it streams in (at most SVC_SHIELD_INGEST_MAX
        bytes); the body itself is never kept. An Idempotency-Key is claimed with that hash, once it is known."""
        limit = int(current_app.config["SVC_SHIELD_INGEST_MAX"])
        request.max_content_length = limit
        digest = service.stream_digest(request.stream, limit)
        replayed = idempotency.claim(body_hash=digest)
        if replayed is not None:
            return replayed
        return service.anchor_and_answer(digest, current_key(), "ingest", now=args["anchor_now"])


@blp.route("/demo")
class Demo(MethodView):
    @door_limit("SVC_SHIELD_DEMO_LIMIT", "shield-demo")
    @blp.arguments(DemoBody)
    @blp.response(201, AnchorReceiptRead)
    @blp.doc(operationId="createDemoAnchor", summary="Try anchoring without a key")
    def post(self, body):
        """Try the anchoring without a key: marked demo, counted on no key, published to no webhook."""
        return service.anchor_and_answer(service.payload_digest(body), None, "demo", now=body["anchor_now"],
                                         demo=True)


@blp.route("/receipts/<string:receipt_id>")
class Receipt(MethodView):
    @blp.response(200, AnchorReceiptRead)
    @blp.alt_response(404, description="No such receipt")
    @blp.doc(operationId="getReceipt", summary="Get a receipt")
    def get(self, receipt_id):
        """A receipt, public: the hash, and once sealed its leaf, inclusion path, root and the root's seals."""
        return service.receipt(receipt_id)


@blp.route("/verify")
class Verify(MethodView):
    @blp.arguments(AnchorVerifyBody)
    @blp.response(200, AnchorVerifyRead)
    @blp.alt_response(404, description="No receipt has that receipt_id")
    @blp.alt_response(409, description="receipt_pending: the receipt is not sealed yet")
    @blp.doc(operationId="verifyProof", summary="Verify an anchoring proof")
    def post(self, body):
        """Check a hash against a proof (leaf_index, tree_size, path, root and optionally a seal), statelessly, or
        against a receipt the hub keeps: the path recomputed, the root's signature checked."""
        return service.verify_request(body)


@blp.route("/quota")
class Quota(MethodView):
    @require_key(count=False)
    @blp.response(200, AnchorQuotaRead)
    @blp.doc(operationId="getAnchorQuota", summary="Get the anchoring quota")
    def get(self):
        """This key's anchors of the UTC month: limit (null: none), used, remaining, reset."""
        return usage.status(current_key())


@blp.route("/cbom")
class Cbom(MethodView):
    @blp.response(200)
    @blp.doc(operationId="getCryptoBom", summary="Get the cryptographic bill of materials")
    def get(self):
        """The hub's cryptographic bill of materials (CycloneDX 1.6 CBOM JSON): each algorithm, its key or
        output size, and where the hub uses it."""
        return cbom.document()


@blp.route("/audit")
class Audit(MethodView):
    @require_premium
    @blp.arguments(AnchorAuditArgs, location="query")
    @blp.response(200, AnchorAuditRead)
    @blp.doc(operationId="listAnchorAudit", summary="List the anchoring log")
    def get(self, args):
        """This key's anchoring log, newest first: every receipt with its status and proof."""
        return evidence.audit(current_key(), args)


@blp.route("/export")
class Export(MethodView):
    @require_premium
    @blp.arguments(AnchorExportArgs, location="query")
    @blp.response(200)
    @blp.doc(responses={"200": {"description": "This key's receipts, JSON or CSV, streamed as an attachment",
                                "headers": {"Content-Disposition": {
                                    "description": 'attachment; filename="svc-receipts.<format>"',
                                    "schema": {"type": "string"}}}}})
    @blp.doc(operationId="exportReceipts", summary="Export receipts")
    def get(self, args):
        """This key's receipts as JSON or CSV, streamed."""
        return evidence.export(current_key(), args["format"])


@blp.route("/pack")
class Pack(MethodView):
    @require_premium
    @blp.arguments(EvidencePackBody)
    @blp.response(200)
    @blp.doc(responses=PACK_ANSWER)
    @blp.alt_response(404, description="A receipt_id that is not one of this key's (details.fields.receipt_ids)")
    @blp.alt_response(409, description="nothing_to_pack: this key has no sealed receipt yet, or receipt_ids is empty")
    @blp.doc(operationId="createEvidencePack", summary="Create an evidence pack")
    def post(self, body):
        """An evidence pack (ZIP): the receipts, their roots with seals, the published signing keys, a manifest of
        SHA-256s, and verify.py, which checks every proof with the Python standard library alone."""
        return evidence.pack(current_key(), body["receipt_ids"])


@blp.route("/reseal")
class Reseal(MethodView):
    @require_premium
    @blp.response(200, ResealRead)
    @blp.doc(operationId="resealReceipts", summary="Reseal receipts")
    def post(self):
        """Sign again, under the current signing key, the roots of this key's receipts; earlier seals stay."""
        return service.reseal(current_key())
