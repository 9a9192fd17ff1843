from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_window import RecordWindow
  from ..models.record_zone import RecordZone





T = TypeVar("T", bound="RecordFlex")



@_attrs_define
class RecordFlex:
    """ 
        Attributes:
            capacity_kw (float | Unset):
            direction (str | Unset):
            external_window_id (str | Unset):
            firmness (str | Unset):
            operator_id (str | Unset):
            source_format (str | Unset):
            window (RecordWindow | Unset):
            zone (RecordZone | Unset):
     """

    capacity_kw: float | Unset = UNSET
    direction: str | Unset = UNSET
    external_window_id: str | Unset = UNSET
    firmness: str | Unset = UNSET
    operator_id: str | Unset = UNSET
    source_format: str | Unset = UNSET
    window: RecordWindow | Unset = UNSET
    zone: RecordZone | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_window import RecordWindow # noqa: PLC0415
        from ..models.record_zone import RecordZone # noqa: PLC0415
        capacity_kw = self.capacity_kw

        direction = self.direction

        external_window_id = self.external_window_id

        firmness = self.firmness

        operator_id = self.operator_id

        source_format = self.source_format

        window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.window, Unset):
            window = self.window.to_dict()

        zone: dict[str, Any] | Unset = UNSET
        if not isinstance(self.zone, Unset):
            zone = self.zone.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if capacity_kw is not UNSET:
            field_dict["capacity_kw"] = capacity_kw
        if direction is not UNSET:
            field_dict["direction"] = direction
        if external_window_id is not UNSET:
            field_dict["external_window_id"] = external_window_id
        if firmness is not UNSET:
            field_dict["firmness"] = firmness
        if operator_id is not UNSET:
            field_dict["operator_id"] = operator_id
        if source_format is not UNSET:
            field_dict["source_format"] = source_format
        if window is not UNSET:
            field_dict["window"] = window
        if zone is not UNSET:
            field_dict["zone"] = zone

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_window import RecordWindow # noqa: PLC0415
        from ..models.record_zone import RecordZone # noqa: PLC0415
        d = dict(src_dict)
        capacity_kw = d.pop("capacity_kw", UNSET)

        direction = d.pop("direction", UNSET)

        external_window_id = d.pop("external_window_id", UNSET)

        firmness = d.pop("firmness", UNSET)

        operator_id = d.pop("operator_id", UNSET)

        source_format = d.pop("source_format", UNSET)

        _window = d.pop("window", UNSET)
        window: RecordWindow | Unset
        if isinstance(_window,  Unset):
            window = UNSET
        else:
            window = RecordWindow.from_dict(_window)




        _zone = d.pop("zone", UNSET)
        zone: RecordZone | Unset
        if isinstance(_zone,  Unset):
            zone = UNSET
        else:
            zone = RecordZone.from_dict(_zone)




        record_flex = cls(
            capacity_kw=capacity_kw,
            direction=direction,
            external_window_id=external_window_id,
            firmness=firmness,
            operator_id=operator_id,
            source_format=source_format,
            window=window,
            zone=zone,
        )

        return record_flex

