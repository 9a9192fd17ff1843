from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.companion import Companion
  from ..models.meter_verdict import MeterVerdict
  from ..models.record_signed_data import RecordSignedData
  from ..models.unit_fields_enrichment_type_0_type_0 import UnitFieldsEnrichmentType0Type0
  from ..models.unit_fields_meter_data_type_1_type_0 import UnitFieldsMeterDataType1Type0
  from ..models.unit_fields_meter_type_1_type_0 import UnitFieldsMeterType1Type0
  from ..models.unit_record import UnitRecord





T = TypeVar("T", bound="UnitFields")



@_attrs_define
class UnitFields:
    """ 
        Attributes:
            content_hash (str):
            demo (bool):
            ended_at (str):
            external_id (str):
            id (str):  Example: cfu_e_abcdefghijklmnopqrstuvwx.
            kind (str):
            kind_name (str):  Example: CFU-E.
            minted_at (str):
            operator_id (str):
            quantity (float):
            record (UnitRecord):
            started_at (str):
            status (str): active or retired
            unit (str): kWh, m3 or kW
            verify_url (str):
            ed25519_signature (None | str | Unset):
            enrichment (Companion | None | UnitFieldsEnrichmentType0Type0 | Unset):
            meter (MeterVerdict | None | UnitFieldsMeterType1Type0 | Unset): The hub's check of the meter's own signature,
                as signed in the record; null when the unit carries none
            meter_data (None | RecordSignedData | UnitFieldsMeterDataType1Type0 | Unset): Owner only: the meter's signed
                data as sent (it names the driver's token, so it is never public)
            retire_reason (None | str | Unset):
            retired_at (None | str | Unset):
            signature (None | str | Unset): HMAC-SHA256 of prefix + content_hash
            signing_key_id (None | str | Unset):
     """

    content_hash: str
    demo: bool
    ended_at: str
    external_id: str
    id: str
    kind: str
    kind_name: str
    minted_at: str
    operator_id: str
    quantity: float
    record: UnitRecord
    started_at: str
    status: str
    unit: str
    verify_url: str
    ed25519_signature: None | str | Unset = UNSET
    enrichment: Companion | None | UnitFieldsEnrichmentType0Type0 | Unset = UNSET
    meter: MeterVerdict | None | UnitFieldsMeterType1Type0 | Unset = UNSET
    meter_data: None | RecordSignedData | UnitFieldsMeterDataType1Type0 | Unset = UNSET
    retire_reason: None | str | Unset = UNSET
    retired_at: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET
    signing_key_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.companion import Companion # noqa: PLC0415
        from ..models.meter_verdict import MeterVerdict # noqa: PLC0415
        from ..models.record_signed_data import RecordSignedData # noqa: PLC0415
        from ..models.unit_fields_enrichment_type_0_type_0 import UnitFieldsEnrichmentType0Type0 # noqa: PLC0415
        from ..models.unit_fields_meter_data_type_1_type_0 import UnitFieldsMeterDataType1Type0 # noqa: PLC0415
        from ..models.unit_fields_meter_type_1_type_0 import UnitFieldsMeterType1Type0 # noqa: PLC0415
        from ..models.unit_record import UnitRecord # noqa: PLC0415
        content_hash = self.content_hash

        demo = self.demo

        ended_at = self.ended_at

        external_id = self.external_id

        id = self.id

        kind = self.kind

        kind_name = self.kind_name

        minted_at = self.minted_at

        operator_id = self.operator_id

        quantity = self.quantity

        record = self.record.to_dict()

        started_at = self.started_at

        status = self.status

        unit = self.unit

        verify_url = self.verify_url

        ed25519_signature: None | str | Unset
        if isinstance(self.ed25519_signature, Unset):
            ed25519_signature = UNSET
        else:
            ed25519_signature = self.ed25519_signature

        enrichment: dict[str, Any] | None | Unset
        if isinstance(self.enrichment, Unset):
            enrichment = UNSET
        elif isinstance(self.enrichment, UnitFieldsEnrichmentType0Type0):
            enrichment = self.enrichment.to_dict()
        elif isinstance(self.enrichment, Companion):
            enrichment = self.enrichment.to_dict()
        else:
            enrichment = self.enrichment

        meter: dict[str, Any] | None | Unset
        if isinstance(self.meter, Unset):
            meter = UNSET
        elif isinstance(self.meter, MeterVerdict):
            meter = self.meter.to_dict()
        elif isinstance(self.meter, UnitFieldsMeterType1Type0):
            meter = self.meter.to_dict()
        else:
            meter = self.meter

        meter_data: dict[str, Any] | None | Unset
        if isinstance(self.meter_data, Unset):
            meter_data = UNSET
        elif isinstance(self.meter_data, RecordSignedData):
            meter_data = self.meter_data.to_dict()
        elif isinstance(self.meter_data, UnitFieldsMeterDataType1Type0):
            meter_data = self.meter_data.to_dict()
        else:
            meter_data = self.meter_data

        retire_reason: None | str | Unset
        if isinstance(self.retire_reason, Unset):
            retire_reason = UNSET
        else:
            retire_reason = self.retire_reason

        retired_at: None | str | Unset
        if isinstance(self.retired_at, Unset):
            retired_at = UNSET
        else:
            retired_at = self.retired_at

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        signing_key_id: None | str | Unset
        if isinstance(self.signing_key_id, Unset):
            signing_key_id = UNSET
        else:
            signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "content_hash": content_hash,
            "demo": demo,
            "ended_at": ended_at,
            "external_id": external_id,
            "id": id,
            "kind": kind,
            "kind_name": kind_name,
            "minted_at": minted_at,
            "operator_id": operator_id,
            "quantity": quantity,
            "record": record,
            "started_at": started_at,
            "status": status,
            "unit": unit,
            "verify_url": verify_url,
        })
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if enrichment is not UNSET:
            field_dict["enrichment"] = enrichment
        if meter is not UNSET:
            field_dict["meter"] = meter
        if meter_data is not UNSET:
            field_dict["meter_data"] = meter_data
        if retire_reason is not UNSET:
            field_dict["retire_reason"] = retire_reason
        if retired_at is not UNSET:
            field_dict["retired_at"] = retired_at
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_key_id is not UNSET:
            field_dict["signing_key_id"] = signing_key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.companion import Companion # noqa: PLC0415
        from ..models.meter_verdict import MeterVerdict # noqa: PLC0415
        from ..models.record_signed_data import RecordSignedData # noqa: PLC0415
        from ..models.unit_fields_enrichment_type_0_type_0 import UnitFieldsEnrichmentType0Type0 # noqa: PLC0415
        from ..models.unit_fields_meter_data_type_1_type_0 import UnitFieldsMeterDataType1Type0 # noqa: PLC0415
        from ..models.unit_fields_meter_type_1_type_0 import UnitFieldsMeterType1Type0 # noqa: PLC0415
        from ..models.unit_record import UnitRecord # noqa: PLC0415
        d = dict(src_dict)
        content_hash = d.pop("content_hash")

        demo = d.pop("demo")

        ended_at = d.pop("ended_at")

        external_id = d.pop("external_id")

        id = d.pop("id")

        kind = d.pop("kind")

        kind_name = d.pop("kind_name")

        minted_at = d.pop("minted_at")

        operator_id = d.pop("operator_id")

        quantity = d.pop("quantity")

        record = UnitRecord.from_dict(d.pop("record"))




        started_at = d.pop("started_at")

        status = d.pop("status")

        unit = d.pop("unit")

        verify_url = d.pop("verify_url")

        def _parse_ed25519_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ed25519_signature = _parse_ed25519_signature(d.pop("ed25519_signature", UNSET))


        def _parse_enrichment(data: object) -> Companion | None | UnitFieldsEnrichmentType0Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enrichment_type_0_type_0 = UnitFieldsEnrichmentType0Type0.from_dict(data)



                return enrichment_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enrichment_type_1 = Companion.from_dict(data)



                return enrichment_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Companion | None | UnitFieldsEnrichmentType0Type0 | Unset, data)

        enrichment = _parse_enrichment(d.pop("enrichment", UNSET))


        def _parse_meter(data: object) -> MeterVerdict | None | UnitFieldsMeterType1Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                meter_type_0 = MeterVerdict.from_dict(data)



                return meter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                meter_type_1_type_0 = UnitFieldsMeterType1Type0.from_dict(data)



                return meter_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeterVerdict | None | UnitFieldsMeterType1Type0 | Unset, data)

        meter = _parse_meter(d.pop("meter", UNSET))


        def _parse_meter_data(data: object) -> None | RecordSignedData | UnitFieldsMeterDataType1Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                meter_data_type_0 = RecordSignedData.from_dict(data)



                return meter_data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                meter_data_type_1_type_0 = UnitFieldsMeterDataType1Type0.from_dict(data)



                return meter_data_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordSignedData | UnitFieldsMeterDataType1Type0 | Unset, data)

        meter_data = _parse_meter_data(d.pop("meter_data", UNSET))


        def _parse_retire_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        retire_reason = _parse_retire_reason(d.pop("retire_reason", UNSET))


        def _parse_retired_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        retired_at = _parse_retired_at(d.pop("retired_at", UNSET))


        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))


        def _parse_signing_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signing_key_id = _parse_signing_key_id(d.pop("signing_key_id", UNSET))


        unit_fields = cls(
            content_hash=content_hash,
            demo=demo,
            ended_at=ended_at,
            external_id=external_id,
            id=id,
            kind=kind,
            kind_name=kind_name,
            minted_at=minted_at,
            operator_id=operator_id,
            quantity=quantity,
            record=record,
            started_at=started_at,
            status=status,
            unit=unit,
            verify_url=verify_url,
            ed25519_signature=ed25519_signature,
            enrichment=enrichment,
            meter=meter,
            meter_data=meter_data,
            retire_reason=retire_reason,
            retired_at=retired_at,
            signature=signature,
            signing_key_id=signing_key_id,
        )

        return unit_fields

