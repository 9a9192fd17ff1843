from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meter_verdict import MeterVerdict
  from ..models.record_location import RecordLocation





T = TypeVar("T", bound="RecordSession")



@_attrs_define
class RecordSession:
    """ 
        Attributes:
            ended_at (str | Unset):
            energy_kwh (float | Unset):
            external_session_id (str | Unset):
            location (RecordLocation | Unset):
            max_power_kw (float | Unset):
            meter (MeterVerdict | Unset):
            meter_id (str | Unset):
            operator_id (str | Unset):
            source_format (str | Unset):
            started_at (str | Unset):
     """

    ended_at: str | Unset = UNSET
    energy_kwh: float | Unset = UNSET
    external_session_id: str | Unset = UNSET
    location: RecordLocation | Unset = UNSET
    max_power_kw: float | Unset = UNSET
    meter: MeterVerdict | Unset = UNSET
    meter_id: str | Unset = UNSET
    operator_id: str | Unset = UNSET
    source_format: str | Unset = UNSET
    started_at: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meter_verdict import MeterVerdict # noqa: PLC0415
        from ..models.record_location import RecordLocation # noqa: PLC0415
        ended_at = self.ended_at

        energy_kwh = self.energy_kwh

        external_session_id = self.external_session_id

        location: dict[str, Any] | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location.to_dict()

        max_power_kw = self.max_power_kw

        meter: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meter, Unset):
            meter = self.meter.to_dict()

        meter_id = self.meter_id

        operator_id = self.operator_id

        source_format = self.source_format

        started_at = self.started_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if energy_kwh is not UNSET:
            field_dict["energy_kwh"] = energy_kwh
        if external_session_id is not UNSET:
            field_dict["external_session_id"] = external_session_id
        if location is not UNSET:
            field_dict["location"] = location
        if max_power_kw is not UNSET:
            field_dict["max_power_kw"] = max_power_kw
        if meter is not UNSET:
            field_dict["meter"] = meter
        if meter_id is not UNSET:
            field_dict["meter_id"] = meter_id
        if operator_id is not UNSET:
            field_dict["operator_id"] = operator_id
        if source_format is not UNSET:
            field_dict["source_format"] = source_format
        if started_at is not UNSET:
            field_dict["started_at"] = started_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meter_verdict import MeterVerdict # noqa: PLC0415
        from ..models.record_location import RecordLocation # noqa: PLC0415
        d = dict(src_dict)
        ended_at = d.pop("ended_at", UNSET)

        energy_kwh = d.pop("energy_kwh", UNSET)

        external_session_id = d.pop("external_session_id", UNSET)

        _location = d.pop("location", UNSET)
        location: RecordLocation | Unset
        if isinstance(_location,  Unset):
            location = UNSET
        else:
            location = RecordLocation.from_dict(_location)




        max_power_kw = d.pop("max_power_kw", UNSET)

        _meter = d.pop("meter", UNSET)
        meter: MeterVerdict | Unset
        if isinstance(_meter,  Unset):
            meter = UNSET
        else:
            meter = MeterVerdict.from_dict(_meter)




        meter_id = d.pop("meter_id", UNSET)

        operator_id = d.pop("operator_id", UNSET)

        source_format = d.pop("source_format", UNSET)

        started_at = d.pop("started_at", UNSET)

        record_session = cls(
            ended_at=ended_at,
            energy_kwh=energy_kwh,
            external_session_id=external_session_id,
            location=location,
            max_power_kw=max_power_kw,
            meter=meter,
            meter_id=meter_id,
            operator_id=operator_id,
            source_format=source_format,
            started_at=started_at,
        )

        return record_session

