"""What the OCPI and CSV adapter and the partner connectors take and answer."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.chargeflow.schemas import UnitBatchRead, ident
from app.platform.validate import count

MAX_ITEMS = 50


class FromOcpiBody(Schema):
    default_operator_id = ident(64, metadata={"description": "The operator of flat cdrs without cpo_id and of CSV "
                                                             "rows without operator_id"})
    cdrs = fields.List(fields.Raw(allow_none=True), load_default=list,
                       metadata={"description": "Flat cdrs {id, start_date_time, end_date_time, total_energy, country,"
                                                " location_id, cpo_id}, or OCPI 2.2.1 CDR objects"})
    csv_rows = fields.List(fields.Raw(allow_none=True), load_default=list,
                           metadata={"description": "{external_session_id, started_at, ended_at, energy_kwh, country,"
                                                    " operator_id?, max_power_kw?}"})

    @validates_schema
    def _between_one_and_fifty(self, data, **kwargs):
        given = len(data.get("cdrs") or []) + len(data.get("csv_rows") or [])
        if not 1 <= given <= MAX_ITEMS:
            raise ValidationError(f"Send 1-{MAX_ITEMS} items in all (cdrs and csv_rows); {given} were sent.",
                                  field_name="cdrs")


class PartnerSyncBody(Schema):
    partner = fields.String(required=True, validate=validate.Length(1, 64),
                            metadata={"example": "generic_ocpi"})
    mode = fields.String(load_default="sandbox", validate=validate.OneOf(("sandbox", "live")))
    operator_id = ident(64)
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=MAX_ITEMS))
    credentials = fields.Dict(keys=fields.String(validate=validate.Length(1, 64)),
                              values=fields.String(validate=validate.Length(max=2048)), load_default=dict,
                              metadata={"description": "Live mode: the fields the connector lists (base_url, token"
                                                       " ...); used for this call only, never kept or logged"})


class CredentialField(Schema):
    name = fields.String(required=True)
    type = fields.String(required=True)
    required = fields.Boolean(required=True)
    secret = fields.Boolean(required=True)
    description = fields.String(required=True)


class Partner(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    description = fields.String(required=True)
    modes = fields.List(fields.String(), required=True)
    credential_fields = fields.List(fields.Nested(CredentialField), required=True)
    records = fields.String(required=True)


class PartnerCatalogue(Schema):
    partners = fields.List(fields.Nested(Partner), required=True)
    note = fields.String(required=True)


class PartnerSyncRead(UnitBatchRead):
    partner = fields.String(required=True)
    mode = fields.String(required=True)
    pulled = count(required=True)
    demo = fields.Boolean(required=True, metadata={"description": "sandbox: the units are minted as demo units"})
