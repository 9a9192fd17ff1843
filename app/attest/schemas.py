"""Schemas of the attestation API (its verify path answers the one verify door's shape, app/verify/schemas.py)."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.platform.meta import Absent, ResponseSchema
from app.platform.validate import HEX64, Instant
from app.scoring.schemas import POINTS, Breakdown, ScoreRequest
from app.verify.schemas import DoorRead


class SnapshotQuestion(Schema):
    id = fields.String(required=True)
    answer = fields.String(required=True, metadata={"description": "yes, no or unknown"})
    field = fields.String(required=True)


class SnapshotGap(Schema):
    item = fields.String(required=True)
    dimension = fields.String(required=True)
    points_lost = fields.Integer(required=True, validate=POINTS)
    score_impact = fields.Float(required=True)
    action = fields.String(required=True)


class SnapshotSection(Schema):
    dimension = fields.String(required=True)
    title = fields.String(required=True)
    score = fields.Integer(required=True, validate=POINTS)
    next_steps = fields.List(fields.String(), required=True)


class Subject(Schema):
    label = fields.String(allow_none=True, required=True,
                          metadata={"description": "The requester's name for the asset"})
    inputs_sha256 = fields.String(required=True, validate=HEX64,
                                  metadata={"description": "SHA-256 of the RFC 8785 canonical score inputs"})


class AttestationSnapshot(Schema):
    """What is attested (schema svc.attestation.v1): the score and its reasons; no inputs, no personal data."""

    schema_name = fields.String(required=True, data_key="schema", attribute="schema")
    id = fields.String(required=True)
    attested_at = fields.String(required=True)
    locale = fields.String(required=True)
    methodology_version = fields.String(required=True)
    score = fields.Float(required=True)
    grade = fields.String(required=True)
    status = fields.String(required=True)
    breakdown = fields.Nested(Breakdown, required=True)
    weights = fields.Dict(keys=fields.String(), values=fields.Float(), required=True)
    mica_classification = fields.String(required=True)
    mica_test = fields.List(fields.Nested(SnapshotQuestion), required=True)
    blockers = fields.List(fields.String(), required=True, metadata={"description": "Blocker codes"})
    gaps = fields.List(fields.Nested(SnapshotGap), required=True)
    sections = fields.List(fields.Nested(SnapshotSection), required=True)
    disclaimer = fields.String(required=True)
    subject = fields.Nested(Subject, metadata={"description": "What is attested: a label and a hash of the inputs"})


class AttestCreate(Schema):
    score = fields.Nested(ScoreRequest, required=True, metadata={"description": "A score request"})
    label = fields.String(validate=validate.Length(min=1, max=120), load_default=None,
                          metadata={"description": "Your name for the asset, shown on the attestation (public)"})
    locale = fields.String(validate=validate.OneOf(["en", "fr"]), load_default="en")


class AttestationRead(Absent, ResponseSchema):
    """Dumps an Attestation (app/attest/models.py)."""

    id = fields.String(required=True, metadata={"example": "att_2ylpb7kq4ww3dfkfzmkkr7dj"})
    content_hash = fields.String(required=True, metadata={"description": "SHA-256 of the RFC 8785 snapshot"})
    signature = fields.String(metadata={"description": "HMAC-SHA256 over 'svc-attest:v1:' + content_hash; "
                                                       "absent without ATTEST_SIGNING_KEY"})
    ed25519_signature = fields.String(metadata={"description": "Ed25519 over the same bytes, base64url"})
    signing_key_id = fields.String(metadata={"description": "kid in /.well-known/svc-signing-keys.json"})
    verify_url = fields.String(required=True)
    created_at = Instant(required=True)
    snapshot = fields.Nested(AttestationSnapshot, required=True)

    absent_when_none = ("signature", "ed25519_signature", "signing_key_id")  # signatures the hub did not make


class VerifyArgs(Schema):
    id = fields.String(validate=validate.Length(max=64), metadata={"description": "att_... id"})
    hash = fields.String(validate=HEX64, metadata={"description": "64 hex characters"})
    sig = fields.String(validate=HEX64, metadata={"description": "HMAC, 64 hex characters"})
    ed25519_sig = fields.String(validate=validate.Length(max=200))
    key_id = fields.String(validate=validate.Length(max=64))

    @validates_schema
    def _a_question(self, data, **kwargs):
        if not data.get("id") and not data.get("hash"):
            raise ValidationError("Give id, or hash with sig.", "id")
        if not data.get("id") and not data.get("sig") and not data.get("ed25519_sig"):
            raise ValidationError("Give sig (HMAC) or ed25519_sig with key_id.", "sig")


class VerifyRead(DoorRead):
    """The one verify door's answer; by id, with the attestation's public snapshot (what its signatures cover)."""

    snapshot = fields.Nested(AttestationSnapshot, attribute="kept.snapshot",
                             metadata={"description": "By id: the public snapshot as kept"})
