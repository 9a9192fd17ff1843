"""Schemas of the proof-tap API: taps, receipts and their proofs, stateless verification, quota, audit."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ResponseSchema
from app.platform.validate import HEX64, MAX_INT, Instant, StrictBoolean, count

PAYLOAD_MAX = 65_536
TAP_CREATED = "shield.tap.created"


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
    signed_at = Instant(required=True)


class AnchorProof(Schema):
    leaf_index = count(required=True)
    tree_size = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_INT))
    path = fields.List(fields.String(validate=HEX64), required=True, validate=validate.Length(max=64))
    leaf_hash = fields.String(required=True, metadata={"description": "SHA-256(0x00 || hash)"})
    root = fields.String(required=True)
    root_id = fields.String(required=True)
    sealed_at = Instant(required=True)
    seals = fields.List(fields.Nested(RootSeal), required=True,
                        metadata={"description": "Every signature of the root, oldest first (a reseal adds one)"})
    signed_bytes = fields.String(required=True, metadata={"description": "What each seal signs"})


class AnchorReceipt(Schema):
    """Dumps a Receipt (app/shield/service.py)."""

    id = fields.String(required=True)
    hash = fields.String(required=True)
    kind = fields.String(required=True)
    demo = fields.Boolean(required=True)
    created_at = Instant(required=True)
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
    items = fields.List(fields.Nested(AnchorReceipt), required=True, attribute="items")


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
    """Payload of shield.tap.created; dumps the new tap's Receipt."""

    event = fields.String(required=True, dump_default=TAP_CREATED)
    receipt_id = fields.String(required=True, attribute="id")
    hash = fields.String(required=True)
    kind = fields.String(required=True)
    status = fields.String(required=True)
    created_at = Instant(required=True)
    receipt_url = fields.String(required=True)
