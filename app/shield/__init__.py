"""Proof-tap: hash-only anchoring under signed Merkle roots, receipts anyone can verify, evidence packs, CBOM."""

from app.platform.domain import Artefact, Domain, ErrorCode, Event, Periodic, Setting
from app.platform.settings import INTEGER, RATE_LIMIT

_ERRORS = "app.shield.errors:"

DOMAIN = Domain(
    name="shield",
    api=("app.shield.api:blp",),
    models=("app.shield.models",),
    jobs=("app.shield.jobs",),
    ids=("rcp", "root"),
    periodic=(Periodic("shield-seal", "app.shield.jobs:seal_pending", interval=60),),
    events=(Event("shield.tap.created", "app.shield.schemas:TapCreated", version=1,
                  doc="A hash was anchored with your key (pending: its proof follows at the next seal)."),),
    artefacts=(Artefact("shield-root", "svc-shield:v1:", "svc.shield.root.v1", "app.shield.signed:signed_content",
                        doc="A Merkle root over anchored hashes (RFC 9162): the signed bytes are the prefix and the "
                            "root's 64 hex characters; a receipt, the receipts export and an evidence pack carry it, "
                            "and the root is recomputed from each receipt's inclusion path."),),
    verifiers=(("rcp", "app.shield.service:verify_receipt"),),
    errors=(ErrorCode(_ERRORS + "ReceiptNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "ReceiptsNotFound", 404, "not_found"),
            ErrorCode(_ERRORS + "ReceiptPending", 409, "receipt_pending"),
            ErrorCode(_ERRORS + "NothingToPack", 409, "nothing_to_pack"),
            ErrorCode(_ERRORS + "EmptyBody", 400, "validation_error"),
            ErrorCode(_ERRORS + "PayloadTooLarge", 413, "payload_too_large"),
            ErrorCode(_ERRORS + "AnchorQuotaExceeded", 429, "anchor_quota_exceeded"),
            ErrorCode(_ERRORS + "SealConflict", 409, "seal_conflict")),
    anchoring="app.shield.service:anchoring_of",
    hub_section="shield/_hub.html",
    settings=(
        Setting("SVC_SHIELD_FREE_ANCHORS", "100", "Proof-tap anchors per free or demo key and UTC month; premium keys "
                "anchor without a monthly limit", INTEGER),
        Setting("SVC_SHIELD_DEMO_LIMIT", "10/hour", "Per-IP limit on the keyless proof-tap demo", RATE_LIMIT),
        Setting("SVC_SHIELD_INGEST_MAX", "10485760", "Largest raw body the proof-tap ingest hashes, in bytes (a "
                "larger one answers 413)", INTEGER),
    ),
)
