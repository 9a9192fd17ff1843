from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_location import RecordLocation





T = TypeVar("T", bound="RecordFlow")



@_attrs_define
class RecordFlow:
    """ 
        Attributes:
            ended_at (str | Unset):
            external_flow_id (str | Unset):
            location (RecordLocation | Unset):
            max_flow_m3_h (float | Unset):
            meter_id (str | Unset):
            operator_id (str | Unset):
            source_format (str | Unset):
            started_at (str | Unset):
            volume_m3 (float | Unset):
     """

    ended_at: str | Unset = UNSET
    external_flow_id: str | Unset = UNSET
    location: RecordLocation | Unset = UNSET
    max_flow_m3_h: float | Unset = UNSET
    meter_id: str | Unset = UNSET
    operator_id: str | Unset = UNSET
    source_format: str | Unset = UNSET
    started_at: str | Unset = UNSET
    volume_m3: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_location import RecordLocation # noqa: PLC0415
        ended_at = self.ended_at

        external_flow_id = self.external_flow_id

        location: dict[str, Any] | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location.to_dict()

        max_flow_m3_h = self.max_flow_m3_h

        meter_id = self.meter_id

        operator_id = self.operator_id

        source_format = self.source_format

        started_at = self.started_at

        volume_m3 = self.volume_m3


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if external_flow_id is not UNSET:
            field_dict["external_flow_id"] = external_flow_id
        if location is not UNSET:
            field_dict["location"] = location
        if max_flow_m3_h is not UNSET:
            field_dict["max_flow_m3_h"] = max_flow_m3_h
        if meter_id is not UNSET:
            field_dict["meter_id"] = meter_id
        if operator_id is not UNSET:
            field_dict["operator_id"] = operator_id
        if source_format is not UNSET:
            field_dict["source_format"] = source_format
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if volume_m3 is not UNSET:
            field_dict["volume_m3"] = volume_m3

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_location import RecordLocation # noqa: PLC0415
        d = dict(src_dict)
        ended_at = d.pop("ended_at", UNSET)

        external_flow_id = d.pop("external_flow_id", UNSET)

        _location = d.pop("location", UNSET)
        location: RecordLocation | Unset
        if isinstance(_location,  Unset):
            location = UNSET
        else:
            location = RecordLocation.from_dict(_location)




        max_flow_m3_h = d.pop("max_flow_m3_h", UNSET)

        meter_id = d.pop("meter_id", UNSET)

        operator_id = d.pop("operator_id", UNSET)

        source_format = d.pop("source_format", UNSET)

        started_at = d.pop("started_at", UNSET)

        volume_m3 = d.pop("volume_m3", UNSET)

        record_flow = cls(
            ended_at=ended_at,
            external_flow_id=external_flow_id,
            location=location,
            max_flow_m3_h=max_flow_m3_h,
            meter_id=meter_id,
            operator_id=operator_id,
            source_format=source_format,
            started_at=started_at,
            volume_m3=volume_m3,
        )

        return record_flow

