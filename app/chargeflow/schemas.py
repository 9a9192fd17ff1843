"""What ChargeFlow takes and answers: a unit's mint (a session (CFU-E), a flow (CFU-W) or a flex window (CFU-F),
with attributes), a batch, a retirement; units, their lists and batches, verification, and the events' payloads.

Every refusal is a 400 naming the field (`session.energy_kwh`, `flex.window.end` ...). Times must carry an offset
and are kept in UTC; unknown fields are refused, so a typo never passes silently.
"""

from __future__ import annotations

from datetime import UTC

import pycountry
from marshmallow import Schema, ValidationError, fields, post_dump, validate, validates_schema

from app.chargeflow import kinds
from app.chargeflow.record_schemas import Companion, MeterVerdict, RecordSignedData, UnitRecord
from app.green.h2o import ASSET_CLASSES
from app.platform.batch import BatchCounts
from app.platform.clock import utcnow
from app.platform.listing import ListArgs, PageLinks
from app.platform.meta import Absent, ErrorDetails, ResponseSchema
from app.platform.validate import FullMatch, Instant, count
from app.verify.schemas import DoorRead

PRINTABLE = FullMatch(r"^[!-~](?:[ -~]*[!-~])?$", error="Printable ASCII, no leading or trailing space.")


def _alpha2(value: str) -> None:
    if len(value) != 2 or pycountry.countries.get(alpha_2=value) is None:
        raise ValidationError("Not an ISO 3166-1 alpha-2 country code.")


def ident(size: int, **kwargs) -> fields.String:
    return fields.String(validate=[validate.Length(1, size), PRINTABLE], **kwargs)


def positive(most: float, **kwargs) -> fields.Float:
    return fields.Float(validate=validate.Range(min=0, min_inclusive=False, max=most), **kwargs)


class Country(fields.String):
    """An ISO 3166-1 alpha-2 code, kept upper-case whatever case it was sent in (fr is FR)."""

    def _deserialize(self, value, attr, data, **kwargs):
        return super()._deserialize(value, attr, data, **kwargs).upper()


def country(**kwargs) -> fields.String:
    return Country(validate=_alpha2, metadata={"description": "ISO 3166-1 alpha-2", "example": "FR"}, **kwargs)


class UtcDateTime(fields.AwareDateTime):
    """An ISO 8601 time with its offset, read as UTC: SQLite keeps no offset, so every time is stored in UTC."""

    def _deserialize(self, value, attr, data, **kwargs):
        try:
            return super()._deserialize(value, attr, data, **kwargs).astimezone(UTC)
        except OverflowError as error:  # year 1 at +01:00 is before the first UTC moment there is
            raise self.make_error("invalid", input=value, obj_type=self.OBJ_TYPE) from error


def moment(**kwargs) -> fields.AwareDateTime:
    return UtcDateTime(format="iso", **kwargs)


class SignedValue(Schema):
    nature = fields.String(required=True, validate=validate.OneOf(("Start", "End", "Intermediate")))
    plain_data = fields.String(validate=validate.Length(max=512), load_default="")
    signed_data = fields.String(required=True, validate=validate.Length(1, 5000),
                                metadata={"description": "The OCMF string, as is or base64"})


class SignedData(Schema):
    """OCPI 2.2.1 SignedData: the meter's own signed readings (OCMF), kept with the unit and checked."""

    encoding_method = fields.String(required=True, validate=validate.Length(1, 36), metadata={"example": "OCMF"})
    encoding_method_version = fields.Integer(validate=validate.Range(min=0, max=10_000))
    public_key = fields.String(validate=validate.Length(max=1024),
                               metadata={"description": "The meter's public key: hex or base64 DER, or PEM"})
    signed_values = fields.List(fields.Nested(SignedValue), required=True, validate=validate.Length(1, 10))
    url = fields.String(validate=validate.Length(max=512))


class SessionLocation(Schema):
    country = country(required=True)
    location_id = ident(64)
    evse_uid = ident(64)


class FlowLocation(Schema):
    country = country(required=True)
    basin_id = ident(64, metadata={"description": "The basin's name or id (e.g. a HydroBASINS id)"})


class Zone(Schema):
    country = country(required=True)
    zone_id = ident(32, metadata={"description": "A bidding or grid zone, e.g. DE-LU, or a local zone"})


class Window(Schema):
    start = moment(required=True)
    end = moment(required=True)


class Attributes(Schema):
    renewable_claim = fields.String(validate=validate.OneOf(kinds.RENEWABLE_CLAIMS),
                                    metadata={"description": "What the operator claims: go (a guarantee of origin), "
                                                             "rego, i_rec, rec or none; stated, not checked"})
    generation_source = fields.String(validate=validate.OneOf(kinds.GENERATION_SOURCES))
    reservation_id = ident(64)
    asset_id = ident(64, metadata={"description": "A hub energy or water asset this unit comes from: its score "
                                                  "enriches the unit"})


class FlowAttributes(Attributes):
    asset_class_hint = fields.String(validate=validate.OneOf(ASSET_CLASSES))
    use = fields.String(validate=validate.OneOf(("drinking", "environment", "irrigation", "industrial", "other")))


class Session(Schema):
    external_session_id = ident(128, required=True)
    started_at = moment(required=True)
    ended_at = moment(required=True)
    energy_kwh = positive(1e7, required=True)
    location = fields.Nested(SessionLocation, required=True)
    operator_id = ident(64, required=True)
    source_format = fields.String(load_default="json_custom", validate=validate.OneOf(kinds.SOURCE_FORMATS))
    max_power_kw = positive(kinds.MAX_POWER_KW, metadata={"description": "The session's maximum power; default 350"})
    meter_id = ident(255)
    signed_data = fields.Nested(SignedData)


class Flow(Schema):
    external_flow_id = ident(128, required=True)
    started_at = moment(required=True)
    ended_at = moment(required=True)
    volume_m3 = positive(1e10, required=True)
    location = fields.Nested(FlowLocation, required=True)
    operator_id = ident(64, required=True)
    source_format = fields.String(load_default="json_custom", validate=validate.OneOf(kinds.SOURCE_FORMATS))
    max_flow_m3_h = positive(kinds.MAX_FLOW_M3_H, metadata={"description": "The meter's or plant's maximum flow; "
                                                                          "default 50,000 m3/h"})
    meter_id = ident(255)


class Flex(Schema):
    external_window_id = ident(128, required=True)
    window = fields.Nested(Window, required=True)
    capacity_kw = positive(kinds.MAX_FLEX_KW, required=True)
    zone = fields.Nested(Zone, required=True)
    direction = fields.String(required=True, validate=validate.OneOf(kinds.DIRECTIONS),
                              metadata={"description": "up: more generation or less load; down: the reverse"})
    firmness = fields.String(required=True, validate=validate.OneOf(kinds.FIRMNESS),
                             metadata={"description": "firm: committed; flex: offered, may be called or not"})
    operator_id = ident(64, required=True)
    source_format = fields.String(load_default="json_custom", validate=validate.OneOf(kinds.SOURCE_FORMATS))


class _Mint(Schema):
    KIND = "e"
    BOOKED = False  # the unit of a confirmed reservation (minted by Watts Reserve, never by a caller directly)

    @validates_schema
    def _plausible(self, data, **kwargs):
        kind = kinds.KINDS[self.KIND]
        body = data.get(kind.body)
        if not body:
            return
        start, end = kinds.period_of(kind, body)
        if (data.get("attributes") or {}).get("reservation_id") and not self.BOOKED:
            raise ValidationError({"attributes": {"reservation_id": [
                "Set by Watts Reserve when it confirms a reservation; a direct mint cannot claim one."]}})
        errors = kinds.period_errors(kind, start, end, utcnow(), self.BOOKED) or kinds.quantity_errors(
            kind, body, kinds.hours(start, end))
        if errors:
            raise ValidationError({kind.body: {name: [message] for name, message in errors.items()}})


class MintE(_Mint):
    KIND = "e"
    session = fields.Nested(Session, required=True)
    attributes = fields.Nested(Attributes, load_default=dict)


class MintW(_Mint):
    KIND = "w"
    flow = fields.Nested(Flow, required=True)
    attributes = fields.Nested(FlowAttributes, load_default=dict)


class MintF(_Mint):
    KIND = "f"
    flex = fields.Nested(Flex, required=True)
    attributes = fields.Nested(Attributes, load_default=dict)


class BookedSession(Session):
    max_power_kw = positive(kinds.MAX_FLEX_KW, metadata={"description": "The power the reservation needs"})


class BookedMintE(MintE):
    BOOKED = True
    session = fields.Nested(BookedSession, required=True)


class BookedMintF(MintF):
    BOOKED = True


MINT_SCHEMAS: dict[str, type[_Mint]] = {"e": MintE, "w": MintW, "f": MintF}
BOOKED_SCHEMAS: dict[str, type[_Mint]] = {"e": BookedMintE, "f": BookedMintF}


class UnitBatchBody(Schema):
    items = fields.List(fields.Raw(allow_none=True), required=True, validate=validate.Length(1, 50),
                        metadata={"description": "1-50 mint bodies of one kind; each is read on its own"})


class RetireBody(Schema):
    reason = fields.String(validate=validate.Length(max=500), load_default=None)


# What ChargeFlow answers: each schema reads the service's objects (a Unit, a Page of them, a Batch of ItemAnswers)

KIND = fields.String(validate=validate.OneOf(tuple(kinds.KINDS)), metadata={"description": "e, w or f"})
STATUS = fields.String(validate=validate.OneOf(("active", "retired")))


class UnitFields(Schema):
    """A unit (the Unit model) as the API shows it to its owner; OWNER_ONLY names what no one else sees."""

    id = fields.String(required=True, metadata={"example": "cfu_e_abcdefghijklmnopqrstuvwx"})
    kind = fields.String(required=True)
    kind_name = fields.String(required=True, metadata={"example": "CFU-E"})
    status = fields.String(required=True, metadata={"description": "active or retired"})
    demo = fields.Boolean(required=True)
    operator_id = fields.String(required=True)
    external_id = fields.String(required=True)
    quantity = fields.Float(required=True)
    unit = fields.String(required=True, metadata={"description": "kWh, m3 or kW"})
    started_at = Instant(required=True)
    ended_at = Instant(required=True)
    content_hash = fields.String(required=True)
    signature = fields.String(allow_none=True, metadata={"description": "HMAC-SHA256 of prefix + content_hash"})
    ed25519_signature = fields.String(allow_none=True)
    signing_key_id = fields.String(allow_none=True)
    verify_url = fields.String(required=True)
    minted_at = Instant(required=True)
    retired_at = Instant(allow_none=True)
    retire_reason = fields.String(allow_none=True)
    record = fields.Nested(UnitRecord, required=True, metadata={"description": "What was hashed and signed"})
    enrichment = fields.Nested(Companion, allow_none=True)
    meter = fields.Nested(MeterVerdict, allow_none=True,
                          metadata={"description": "The hub's check of the meter's own signature, as signed in the "
                                                   "record; null when the unit carries none"})
    meter_data = fields.Nested(RecordSignedData, allow_none=True,
                               metadata={"description": "Owner only: the meter's signed data as sent (it names the "
                                                        "driver's token, so it is never public)"})


OWNER_ONLY = ("retire_reason", "meter_data")


class UnitRead(UnitFields, ResponseSchema):
    pass


class DoorUnit(Schema):
    """The verify door's `unit` block as answered: what a unit records and whether it is still active."""

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


class UnitAtTheDoor(DoorUnit):
    """The verify door's `unit` block, read off a unit: its kind's name and its public page."""

    retired_at = Instant(allow_none=True, required=True)
    kind = fields.String(required=True, attribute="kind_name", metadata={"example": "CFU-E"})
    page_url = fields.String(required=True, attribute="verify_url", metadata={"description": "The unit's public page"})


class UnitVerifyRead(DoorRead):
    """The one verify door's answer, with the unit's block and its record as kept (what its signatures cover)."""

    unit = fields.Nested(DoorUnit, allow_none=True,
                         metadata={"description": "For a unit id: its status, retirement date and meter verdict"})
    record = fields.Nested(UnitRecord, attribute="kept.record",
                           metadata={"description": "The unit's record as kept, hashed and signed"})


class UnitList(PageLinks, ResponseSchema):
    """A Page of units."""

    units = fields.List(fields.Nested(UnitFields), required=True, attribute="items")


class UnitItemError(Schema):
    """A batch item's refusal, read off the DomainError that refused it."""

    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Nested(ErrorDetails)

    @post_dump
    def _absent(self, data, **kwargs):
        """No details is no `details` key (not null)."""
        if not data.get("details"):
            data.pop("details", None)
        return data


class UnitBatchItem(Absent):
    """One item of a batch (an ItemAnswer): the unit minted, or the error that refused it."""

    index = count(required=True)
    ok = fields.Boolean(required=True)
    id = fields.String(allow_none=True)
    unit = fields.Nested(UnitFields)
    error = fields.Nested(UnitItemError)
    source = fields.String(metadata={"description": "from-ocpi: cdrs or csv_rows"})
    source_index = count(metadata={"description": "from-ocpi: the item's index in its own list"})

    # what an item does not have: a refused item's unit, a minted one's error, a source outside from-ocpi
    absent_when_none = ("unit", "error", "source", "source_index")


class UnitBatchRead(BatchCounts):
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
    limit = fields.Integer(validate=validate.Range(1, 5000), metadata={"description": "Units per "
                           "page (at most 5000)"})
    cursor = fields.String(validate=validate.Length(1, 512), metadata={"description": "next_cursor of the page "
                           "before (X-SVC-Next-Cursor), with the same filters"})
    minted_from = moment(metadata={"description": "Units minted at or after this instant"})
    minted_to = moment(metadata={"description": "Units minted before this instant"})

    @validates_schema
    def _range(self, data, **_kwargs):
        if data.get("minted_from") and data.get("minted_to") and data["minted_from"] >= data["minted_to"]:
            raise ValidationError("minted_to must come after minted_from.", field_name="minted_to")


class UnitVerifyArgs(Schema):
    id = fields.String(required=True, validate=validate.Length(1, 64), metadata={"example": "cfu_e_..."})


class UnitEvent(Schema):
    """Payload of chargeflow.unit.minted and chargeflow.unit.retired, dumped from the unit (the event's name beside
    it; `reason` in a retirement alone, `signature` only when the unit has one)."""

    event = fields.String(required=True)
    unit_id = fields.String(required=True, attribute="id")
    kind = fields.String(required=True)
    status = fields.String(required=True)
    operator_id = fields.String(required=True)
    external_id = fields.String(required=True)
    quantity = fields.Float(required=True)
    unit = fields.String(required=True)
    content_hash = fields.String(required=True)
    signature = fields.String()
    verify_url = fields.String(required=True)
    minted_at = Instant(required=True)
    retired_at = Instant(allow_none=True)
    reservation_id = fields.String(allow_none=True)
    reason = fields.String(allow_none=True, attribute="retire_reason")
