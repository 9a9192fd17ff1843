"""Schemas of the one verify door: what it is asked (an id, or a hash with its signatures) and its one answer,
which every verify path of the hub gives (POST /api/v1/verify, /verify/file, and each domain's own verify path)."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.meta import Absent, ResponseSchema
from app.platform.validate import HEX64


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


class DoorRead(Absent, ResponseSchema):
    absent_when_none = ("livemode",)

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
    livemode = fields.Boolean(metadata={"description": (
        "For an id of an object a key made: true when that key is live, false for a test object (a test key's or "
        "a demo's); absent for a hash or a document the hub keeps no owner of")})
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
    # The block a domain answers about what the id names (a unit's status, retirement date and meter verdict), as
    # that domain dumped it: its own verify path's subclass of this schema declares its fields.
    unit = fields.Dict(keys=fields.String(), values=fields.Raw(metadata={
        "description": "A string, number, boolean or null, as the domain's own verify path documents it"}),
        allow_none=True, metadata={"description": "For a unit id: its status, retirement date and meter verdict, "
                                                     "as its domain answers it (DoorUnit, on its own verify path)"})
    # A domain's own verify path by id also answers the document it verified, as the hub keeps it, so that its
    # answer is itself a document the door verifies: the signatures here, the signed content in the path's own
    # subclass of this schema (an attestation's `snapshot`, a unit's `record`), typed by its domain.
    signature = fields.String(attribute="kept.signature", metadata={
        "description": "A domain's own verify path by id: the HMAC kept with the document (absent without "
                       "ATTEST_SIGNING_KEY)"})
    ed25519_signature = fields.String(attribute="kept.ed25519_signature", metadata={
        "description": "A domain's own verify path by id: the Ed25519 signature kept with the document (base64url)"})
