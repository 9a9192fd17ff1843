"""The shapes of what a unit shows: its signed record (svc.chargeflow.unit.v1) and its companion score.

The record is answered as it was hashed, field for field (a field the unit does not carry is absent), so that
anyone can recompute its RFC 8785 hash; every time in it is UTC with a Z.
"""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from app.green.schemas import H2OScore, WattScore

NUMBER = {"validate": validate.Range(min=0, max=1e12)}


class RecordLocation(Schema):
    country = fields.String(metadata={"description": "ISO 3166-1 alpha-2"})
    location_id = fields.String()
    evse_uid = fields.String()
    basin_id = fields.String()


class RecordZone(Schema):
    country = fields.String()
    zone_id = fields.String()


class RecordWindow(Schema):
    start = fields.String()
    end = fields.String()


class RecordSignedValue(Schema):
    nature = fields.String()
    plain_data = fields.String()
    signed_data = fields.String()


class RecordSignedData(Schema):
    encoding_method = fields.String()
    encoding_method_version = fields.Integer(validate=validate.Range(min=0, max=10_000))
    public_key = fields.String()
    signed_values = fields.List(fields.Nested(RecordSignedValue))
    url = fields.String()


class MeterReading(Schema):
    nature = fields.String()
    time = fields.String(allow_none=True)
    value_kwh = fields.Float(allow_none=True)
    type = fields.String(allow_none=True)
    obis = fields.String(allow_none=True)


class MeterVerdict(Schema):
    """The meter's own signature over its readings (OCMF), checked by the hub with the meter's public key."""

    present = fields.Boolean()
    encoding_method = fields.String(allow_none=True)
    verdict = fields.String(metadata={"description": "valid, invalid or unverifiable"})
    signatures_valid = fields.Boolean(allow_none=True)
    algorithm = fields.String(allow_none=True)
    meter_serial = fields.String(allow_none=True)
    public_key_sha256 = fields.String(allow_none=True)
    readings = fields.List(fields.Nested(MeterReading))
    metered_kwh = fields.Float(allow_none=True)
    matches_total_energy = fields.Boolean(allow_none=True)
    reasons = fields.List(fields.String())
    signed_data_sha256 = fields.String(metadata={"description": "SHA-256 of the RFC 8785 JSON of the signed data"})
    checked_at = fields.String(metadata={"description": "When the hub checked it (the mint)"})


class RecordSession(Schema):
    external_session_id = fields.String()
    started_at = fields.String()
    ended_at = fields.String()
    energy_kwh = fields.Float(**NUMBER)
    location = fields.Nested(RecordLocation)
    operator_id = fields.String()
    source_format = fields.String()
    max_power_kw = fields.Float(**NUMBER)
    meter_id = fields.String()
    meter = fields.Nested(MeterVerdict, metadata={"description": "The hub's check of the meter's own signed data "
                                                                "(OCMF) at the mint, and the data's SHA-256"})


class RecordFlow(Schema):
    external_flow_id = fields.String()
    started_at = fields.String()
    ended_at = fields.String()
    volume_m3 = fields.Float(**NUMBER)
    location = fields.Nested(RecordLocation)
    operator_id = fields.String()
    source_format = fields.String()
    max_flow_m3_h = fields.Float(**NUMBER)
    meter_id = fields.String()


class RecordFlex(Schema):
    external_window_id = fields.String()
    window = fields.Nested(RecordWindow)
    capacity_kw = fields.Float(**NUMBER)
    zone = fields.Nested(RecordZone)
    direction = fields.String()
    firmness = fields.String()
    operator_id = fields.String()
    source_format = fields.String()


class RecordAttributes(Schema):
    renewable_claim = fields.String()
    generation_source = fields.String()
    reservation_id = fields.String()
    asset_id = fields.String()
    asset_class_hint = fields.String()
    use = fields.String()


class UnitRecord(Schema):
    """What was hashed and signed: one of session (CFU-E), flow (CFU-W) or flex (CFU-F), and the attributes."""

    schema = fields.String(metadata={"example": "svc.chargeflow.unit.v1"})
    id = fields.String()
    kind = fields.String()
    minted_at = fields.String()
    demo = fields.Boolean()
    session = fields.Nested(RecordSession)
    flow = fields.Nested(RecordFlow)
    flex = fields.Nested(RecordFlex)
    attributes = fields.Nested(RecordAttributes)


class Companion(Schema):
    """The Watt (CFU-E, CFU-F) or H2O (CFU-W) companion score, dated, indicative, not part of the record."""

    model = fields.String(metadata={"description": "watt or h2o"})
    basis = fields.String(metadata={"description": "asset (a hub asset named), source (the stated generation "
                                                   "source alone), flow (what the flow states) or none"})
    asset_id = fields.String(allow_none=True)
    source_type = fields.String()
    watt_score = fields.Nested(WattScore, allow_none=True)
    h2o_score = fields.Nested(H2OScore)
    energy_kwh = fields.Float(**NUMBER)
    lifecycle_gco2e = fields.Float(allow_none=True, **NUMBER)
    carbon_basis = fields.String()
    reference_value_eur = fields.Float(**NUMBER)
    price_eur_mwh = fields.Float(**NUMBER)
    price_basis = fields.String()
    energy_note = fields.String()
    volume_m3 = fields.Float(**NUMBER)
    basin_id = fields.String(allow_none=True)
    as_of = fields.String(metadata={"description": "The date the score was computed (the mint's)"})
    note = fields.String()
