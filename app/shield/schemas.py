"""Schemas of the proof-tap API: taps, receipts and their proofs, stateless verification, quota, audit."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import HEX64, MAX_INT, StrictBoolean, count

PAYLOAD_MAX = 65_536


class TapBody(Schema):
    hash = fields.String(validate=HEX64, metadata={"description": "The SHA-256 to anchor, 64 hex characters"})
    payload = fields.String(validate=validate.Length(min=1, max=PAYLOAD_MAX),
                            metadata={"description": "Or a small text: hashed (SHA-256 of its UTF-8) and dropped, "
                                                     "never stored or logged"})
    anchor_now = StrictBoolean(load_default=False,
                               metadata={"description": "Seal the pending taps now instead of at the next run"})

    @validates_schema
    def _one_of(self, data, **kwargs):
        if ("hash" in data) == ("payload" in data):
            raise ValidationError("Give exactly one of hash and payload.", "hash")


class IngestArgs(Schema):
    anchor_now = fields.Boolean(load_default=False,
                                metadata={"description": "true: seal the pending taps now instead of at the next run"})


class DemoBody(TapBody):
    anchor_now = StrictBoolean(load_default=True, metadata={"description": "A demo tap is sealed at once"})


class RootSeal(Schema):
    signature = fields.String(allow_none=True, required=True, metadata={"description": "HMAC-SHA256, hex"})
    ed25519_signature = fields.String(allow_none=True, required=True, metadata={"description": "base64url"})
    signing_key_id = fields.String(allow_none=True, required=True)
    signed_at = fields.String(required=True)


class AnchorProof(Schema):
    leaf_index = count(required=True)
    tree_size = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_INT))
    path = fields.List(fields.String(validate=HEX64), required=True, validate=validate.Length(max=64))
    leaf_hash = fields.String(required=True, metadata={"description": "SHA-256(0x00 || hash)"})
    root = fields.String(required=True)
    root_id = fields.String(required=True)
    sealed_at = fields.String(required=True)
    seals = fields.List(fields.Nested(RootSeal), required=True,
                        metadata={"description": "Every signature of the root, oldest first (a reseal adds one)"})
    signed_bytes = fields.String(required=True, metadata={"description": "What each seal signs"})


class AnchorReceipt(Schema):
    id = fields.String(required=True)
    hash = fields.String(required=True)
    kind = fields.String(required=True)
    demo = fields.Boolean(required=True)
    created_at = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(("pending", "anchored")))
    algorithm = fields.String(required=True)
    receipt_url = fields.String(required=True)
    proof = fields.Nested(AnchorProof, allow_none=True, required=True, metadata={"description": "null while pending"})


class AnchorReceiptRead(AnchorReceipt, ResponseSchema):
    pass


class AnchorProofGiven(Schema):
    leaf_index = fields.Integer(required=True, validate=validate.Range(min=0, max=MAX_INT))
    tree_size = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_INT))
    path = fields.List(fields.String(validate=HEX64), required=True, validate=validate.Length(max=64))
    root = fields.String(required=True, validate=HEX64)
    seal = fields.Nested(Schema.from_dict({"signature": fields.String(allow_none=True),
                                           "ed25519_signature": fields.String(allow_none=True),
                                           "signing_key_id": fields.String(allow_none=True)},
                                          name="SealGiven"), load_default=None)


class AnchorVerifyBody(Schema):
    hash = fields.String(required=True, validate=HEX64)
    receipt_id = fields.String(validate=validate.Length(max=40), metadata={"description": "Or a proof"})
    proof = fields.Nested(AnchorProofGiven, metadata={"description": "leaf_index, tree_size, path, root[, seal]"})

    @validates_schema
    def _one_of(self, data, **kwargs):
        if ("receipt_id" in data) == ("proof" in data):
            raise ValidationError("Give exactly one of receipt_id and proof.", "proof")


class RootSignatureVerdict(Schema):
    valid = fields.Boolean(required=True)
    verdict = fields.String(required=True)
    reasons = fields.List(fields.String(), required=True)
    checks = fields.Dict(keys=fields.String(), values=fields.Boolean(allow_none=True), required=True)


class AnchorVerifyRead(ResponseSchema):
    valid = fields.Boolean(required=True)
    included = fields.Boolean(required=True, metadata={"description": "The path leads from the hash to the root"})
    hash = fields.String(required=True)
    root = fields.String(required=True)
    root_known_to_hub = fields.Boolean(required=True)
    root_id = fields.String(allow_none=True, required=True)
    signature = fields.Nested(RootSignatureVerdict, allow_none=True, required=True,
                              metadata={"description": "The seal's verdict, when a seal was given or is kept"})
    reasons = fields.List(fields.String(), required=True)


class AnchorQuotaRead(ResponseSchema):
    period = fields.String(required=True)
    limit = count(allow_none=True, required=True, metadata={"description": "null: no monthly limit"})
    used = count(required=True)
    remaining = count(allow_none=True, required=True)
    reset_at = count(required=True, metadata={"description": "Unix time of the next UTC month"})
    tier = fields.String(required=True)


class AnchorAuditArgs(ListArgs):
    status = fields.String(load_default=None, validate=validate.OneOf(("pending", "anchored")))


class AnchorAuditRead(PageLinks, ResponseSchema):
    items = fields.List(fields.Nested(AnchorReceipt), required=True)


class AnchorExportArgs(Schema):
    format = fields.String(load_default="json", validate=validate.OneOf(("json", "csv")))


class EvidencePackBody(Schema):
    receipt_ids = fields.List(fields.String(validate=validate.Length(max=40)), load_default=None,
                              validate=validate.Length(min=1, max=500),
                              metadata={"description": "1-500 of the key's receipts; all its anchored ones when "
                                                       "left out (at most 5000)"})


class ResealRead(ResponseSchema):
    resealed = count(required=True)
    roots = count(required=True)
    signing_key_id = fields.String(allow_none=True, required=True)
    root_ids = fields.List(fields.String(), required=True)


class TapCreated(Schema):
    """Payload of shield.tap.created."""

    event = fields.String(required=True)
    receipt_id = fields.String(required=True)
    hash = fields.String(required=True)
    kind = fields.String(required=True)
    status = fields.String(required=True)
    created_at = fields.String(required=True)
    receipt_url = fields.String(required=True)




class DoorBody(Schema):
    id = fields.String(validate=validate.Length(min=3, max=80),
                       metadata={"description": "Any id the hub issues: att_..., rcp_... (and every later kind)"})
    hash = fields.String(validate=HEX64, metadata={"description": "Or a content hash, with its signature(s)"})
    signature = fields.String(allow_none=True, validate=validate.Length(max=128))
    ed25519_signature = fields.String(allow_none=True, validate=validate.Length(max=200))
    signing_key_id = fields.String(allow_none=True, validate=validate.Length(max=80))

    @validates_schema
    def _one_of(self, data, **kwargs):
        if ("id" in data) == ("hash" in data):
            raise ValidationError("Give exactly one of id and hash (or send a file as multipart/form-data).", "id")


class DoorAnchoring(Schema):
    anchored = fields.Boolean(required=True)
    receipt_id = fields.String(allow_none=True, required=True)
    status = fields.String(allow_none=True, required=True)
    included = fields.Boolean(allow_none=True, required=True,
                              metadata={"description": "The receipt's inclusion path leads to its sealed root"})
    root = fields.String(allow_none=True, required=True)
    sealed_at = fields.String(allow_none=True, required=True)


class DoorUnit(Schema):
    """For a ChargeFlow unit: what it records and whether it is still active."""

    status = fields.String(required=True, metadata={"description": "active or retired"})
    retired_at = fields.String(allow_none=True, required=True)
    kind = fields.String(required=True, metadata={"example": "CFU-E"})
    quantity = fields.Float(required=True)
    unit = fields.String(required=True, metadata={"description": "kWh, m3 or kW"})
    demo = fields.Boolean(required=True)
    meter_verdict = fields.String(allow_none=True, required=True,
                                  metadata={"description": "The meter's own signature (OCMF): valid, invalid, "
                                                           "unverifiable, or null when the unit carries none"})
    page_url = fields.String(required=True, metadata={"description": "The unit's public page"})


class DoorDocument(Schema):
    """Which document was shown: what it says of itself, or, for a PDF, what the hub recorded when it served it."""

    kind = fields.String(metadata={"description": "The signed kind it prints (a PDF), when not the answer's kind"})
    id = fields.String(metadata={"description": "Its id, where it has one (att_..., cfu_e_..., rcp_...)"})
    schema = fields.String(metadata={"example": "svc.compare.shortlist.v1"})
    issued_at = fields.String(metadata={"description": "The document's own date or time, as it states it"})
    file_issued_at = fields.String(metadata={"description": "A PDF: when the hub first served this very file"})
    page_url = fields.String(metadata={"description": "Where to see or verify the document"})
    verify_url = fields.String(metadata={"description": "A PDF that is not the hub's: the verify URL its metadata "
                                                        "names"})
    document_id = fields.String(metadata={"description": "A PDF that is not the hub's: the id its metadata names"})
    document_date = fields.String(metadata={"description": "A PDF that is not the hub's: the date its metadata "
                                                          "names"})
    content_hash = fields.String()
    media_type = fields.String(metadata={"example": "application/pdf"})
    issued_by_hub = fields.Boolean(metadata={"description": "A PDF: true when the hub served these very bytes"})


class DoorRead(ResponseSchema):
    subject = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                          metadata={"description": "What was asked: id, hash, or the dropped file's SHA-256"})
    kind = fields.String(allow_none=True, required=True, metadata={"description": "The signed kind, or null"})
    content_hash = fields.String(required=True)
    verdict = fields.String(required=True, metadata={"description": "valid, invalid, unsigned, unverifiable, "
                                                                    "pending, anchored (a hash known only by its "
                                                                    "anchoring) or unknown"})
    valid = fields.Boolean(required=True)
    hash_recomputed = fields.Boolean(allow_none=True, required=True, metadata={
        "description": "true: the signed content (the stored snapshot, or the one rebuilt from the document shown) "
                       "hashes to its content hash; false: it does not; null: there was no content to hash (a hash "
                       "alone)"})
    hmac = fields.Boolean(allow_none=True, required=True, metadata={"description": "null: not checked"})
    ed25519 = fields.Boolean(allow_none=True, required=True, metadata={"description": "null: not checked"})
    signing_key_id = fields.String(allow_none=True, required=True)
    anchoring = fields.Nested(DoorAnchoring, required=True)
    reasons = fields.List(fields.String(), required=True, metadata={"description": (
        "content_changed: the document's content no longer hashes to the hash it carries, or differs from what "
        "the hub keeps; file_changed: a PDF that names a hub document but is not a file the hub served; "
        "unrecognised_document: a document of no signed kind; hmac_mismatch, ed25519_mismatch, unknown_key, "
        "no_hmac_key, no_signed_kind_matches, receipt_pending, anchor_path_mismatch")})
    changed = fields.List(fields.String(), required=True, metadata={
        "description": "With content_changed: the paths in the document that differ (products[0].apy), where the "
                       "hub can tell (it keeps the attestation, the unit or the receipt); empty otherwise"})
    unsigned_fields = fields.List(fields.String(), required=True, metadata={
        "description": "Fields the document carries that no signature covers (not judged)"})
    document = fields.Nested(DoorDocument, allow_none=True, metadata={"description": "Which document was shown"})
    unit = fields.Nested(DoorUnit, allow_none=True, metadata={"description": "For a unit id: its status, "
                                                                            "retirement date and meter verdict"})
