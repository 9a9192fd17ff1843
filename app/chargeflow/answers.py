"""What ChargeFlow answers: units, their lists and batches, verification, and the events' payloads."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from app.chargeflow import kinds
from app.chargeflow.record_schemas import Companion, MeterVerdict, RecordSignedData, UnitRecord
from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import ErrorDetails, ResponseSchema
from app.platform.validate import count
from app.verify.schemas import DoorRead

KIND = fields.String(validate=validate.OneOf(tuple(kinds.KINDS)), metadata={"description": "e, w or f"})
STATUS = fields.String(validate=validate.OneOf(("active", "retired")))


class UnitFields(Schema):
    """A unit as the API shows it."""

    id = fields.String(required=True, metadata={"example": "cfu_e_abcdefghijklmnopqrstuvwx"})
    kind = fields.String(required=True)
    kind_name = fields.String(required=True, metadata={"example": "CFU-E"})
    status = fields.String(required=True, metadata={"description": "active or retired"})
    demo = fields.Boolean(required=True)
    operator_id = fields.String(required=True)
    external_id = fields.String(required=True)
    quantity = fields.Float(required=True)
    unit = fields.String(required=True, metadata={"description": "kWh, m3 or kW"})
    started_at = fields.String(required=True)
    ended_at = fields.String(required=True)
    content_hash = fields.String(required=True)
    signature = fields.String(allow_none=True, metadata={"description": "HMAC-SHA256 of prefix + content_hash"})
    ed25519_signature = fields.String(allow_none=True)
    signing_key_id = fields.String(allow_none=True)
    verify_url = fields.String(required=True)
    minted_at = fields.String(required=True)
    retired_at = fields.String(allow_none=True)
    retire_reason = fields.String(allow_none=True)
    record = fields.Nested(UnitRecord, required=True, metadata={"description": "What was hashed and signed"})
    enrichment = fields.Nested(Companion, allow_none=True)
    meter = fields.Nested(MeterVerdict, allow_none=True,
                          metadata={"description": "The hub's check of the meter's own signature, as signed in the "
                                                   "record; null when the unit carries none"})
    meter_data = fields.Nested(RecordSignedData, allow_none=True,
                               metadata={"description": "Owner only: the meter's signed data as sent (it names the "
                                                        "driver's token, so it is never public)"})


class UnitRead(UnitFields, ResponseSchema):
    pass


class UnitVerifyRead(DoorRead):
    """The one verify door's answer, with the unit's record as kept (what its signatures cover)."""

    record = fields.Nested(UnitRecord, metadata={"description": "The unit's record as kept, hashed and signed"})


class UnitList(PageLinks, ResponseSchema):
    units = fields.List(fields.Nested(UnitFields), required=True)


class UnitItemError(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Nested(ErrorDetails)


class UnitBatchItem(Schema):
    index = count(required=True)
    ok = fields.Boolean(required=True)
    id = fields.String(allow_none=True)
    unit = fields.Nested(UnitFields)
    error = fields.Nested(UnitItemError)
    source = fields.String(metadata={"description": "from-ocpi: cdrs or csv_rows"})
    source_index = count(metadata={"description": "from-ocpi: the item's index in its own list"})


class UnitBatchRead(ResponseSchema):
    total = count(required=True)
    succeeded = count(required=True)
    failed = count(required=True)
    items = fields.List(fields.Nested(UnitBatchItem), required=True)


class UnitListArgs(ListArgs):
    kind = KIND
    status = STATUS
    operator_id = fields.String(validate=validate.Length(1, 64))


class UnitExportArgs(Schema):
    format = fields.String(load_default="json", validate=validate.OneOf(("json", "csv")))
    kind = KIND
    status = STATUS
    operator_id = fields.String(validate=validate.Length(1, 64))
    shield = fields.Boolean(load_default=False, metadata={"description": "1: anchor the export's SHA-256 (proof-tap)"
                                                                         " and return the receipt in headers"})


class UnitVerifyArgs(Schema):
    id = fields.String(required=True, validate=validate.Length(1, 64), metadata={"example": "cfu_e_..."})


class UnitEvent(Schema):
    """Payload of chargeflow.unit.minted and chargeflow.unit.retired."""

    event = fields.String(required=True)
    unit_id = fields.String(required=True)
    kind = fields.String(required=True)
    status = fields.String(required=True)
    operator_id = fields.String(required=True)
    external_id = fields.String(required=True)
    quantity = fields.Float(required=True)
    unit = fields.String(required=True)
    content_hash = fields.String(required=True)
    signature = fields.String()
    verify_url = fields.String(required=True)
    minted_at = fields.String(required=True)
    retired_at = fields.String(allow_none=True)
    reservation_id = fields.String(allow_none=True)
    reason = fields.String(allow_none=True)
