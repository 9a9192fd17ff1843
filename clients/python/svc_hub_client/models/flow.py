from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flow_source_format import FlowSourceFormat
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.flow_location import FlowLocation





T = TypeVar("T", bound="Flow")



@_attrs_define
class Flow:
    """ 
        Attributes:
            ended_at (datetime.datetime):
            external_flow_id (str):
            location (FlowLocation):
            operator_id (str):
            started_at (datetime.datetime):
            volume_m3 (float):
            max_flow_m3_h (float | Unset): The meter's or plant's maximum flow; default 50,000 m3/h
            meter_id (str | Unset):
            source_format (FlowSourceFormat | Unset):  Default: FlowSourceFormat.JSON_CUSTOM.
     """

    ended_at: datetime.datetime
    external_flow_id: str
    location: FlowLocation
    operator_id: str
    started_at: datetime.datetime
    volume_m3: float
    max_flow_m3_h: float | Unset = UNSET
    meter_id: str | Unset = UNSET
    source_format: FlowSourceFormat | Unset = FlowSourceFormat.JSON_CUSTOM





    def to_dict(self) -> dict[str, Any]:
        from ..models.flow_location import FlowLocation # noqa: PLC0415
        ended_at = self.ended_at.isoformat()

        external_flow_id = self.external_flow_id

        location = self.location.to_dict()

        operator_id = self.operator_id

        started_at = self.started_at.isoformat()

        volume_m3 = self.volume_m3

        max_flow_m3_h = self.max_flow_m3_h

        meter_id = self.meter_id

        source_format: str | Unset = UNSET
        if not isinstance(self.source_format, Unset):
            source_format = self.source_format.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ended_at": ended_at,
            "external_flow_id": external_flow_id,
            "location": location,
            "operator_id": operator_id,
            "started_at": started_at,
            "volume_m3": volume_m3,
        })
        if max_flow_m3_h is not UNSET:
            field_dict["max_flow_m3_h"] = max_flow_m3_h
        if meter_id is not UNSET:
            field_dict["meter_id"] = meter_id
        if source_format is not UNSET:
            field_dict["source_format"] = source_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flow_location import FlowLocation # noqa: PLC0415
        d = dict(src_dict)
        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))




        external_flow_id = d.pop("external_flow_id")

        location = FlowLocation.from_dict(d.pop("location"))




        operator_id = d.pop("operator_id")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        volume_m3 = d.pop("volume_m3")

        max_flow_m3_h = d.pop("max_flow_m3_h", UNSET)

        meter_id = d.pop("meter_id", UNSET)

        _source_format = d.pop("source_format", UNSET)
        source_format: FlowSourceFormat | Unset
        if isinstance(_source_format,  Unset):
            source_format = UNSET
        else:
            source_format = FlowSourceFormat(_source_format)




        flow = cls(
            ended_at=ended_at,
            external_flow_id=external_flow_id,
            location=location,
            operator_id=operator_id,
            started_at=started_at,
            volume_m3=volume_m3,
            max_flow_m3_h=max_flow_m3_h,
            meter_id=meter_id,
            source_format=source_format,
        )

        return flow

