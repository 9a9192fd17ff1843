from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flex_direction import FlexDirection
from ..models.flex_firmness import FlexFirmness
from ..models.flex_source_format import FlexSourceFormat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.window import Window
  from ..models.zone import Zone





T = TypeVar("T", bound="Flex")



@_attrs_define
class Flex:
    """ 
        Attributes:
            capacity_kw (float):
            direction (FlexDirection): up: more generation or less load; down: the reverse
            external_window_id (str):
            firmness (FlexFirmness): firm: committed; flex: offered, may be called or not
            operator_id (str):
            window (Window):
            zone (Zone):
            source_format (FlexSourceFormat | Unset):  Default: FlexSourceFormat.JSON_CUSTOM.
     """

    capacity_kw: float
    direction: FlexDirection
    external_window_id: str
    firmness: FlexFirmness
    operator_id: str
    window: Window
    zone: Zone
    source_format: FlexSourceFormat | Unset = FlexSourceFormat.JSON_CUSTOM





    def to_dict(self) -> dict[str, Any]:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        capacity_kw = self.capacity_kw

        direction = self.direction.value

        external_window_id = self.external_window_id

        firmness = self.firmness.value

        operator_id = self.operator_id

        window = self.window.to_dict()

        zone = self.zone.to_dict()

        source_format: str | Unset = UNSET
        if not isinstance(self.source_format, Unset):
            source_format = self.source_format.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "capacity_kw": capacity_kw,
            "direction": direction,
            "external_window_id": external_window_id,
            "firmness": firmness,
            "operator_id": operator_id,
            "window": window,
            "zone": zone,
        })
        if source_format is not UNSET:
            field_dict["source_format"] = source_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        d = dict(src_dict)
        capacity_kw = d.pop("capacity_kw")

        direction = FlexDirection(d.pop("direction"))




        external_window_id = d.pop("external_window_id")

        firmness = FlexFirmness(d.pop("firmness"))




        operator_id = d.pop("operator_id")

        window = Window.from_dict(d.pop("window"))




        zone = Zone.from_dict(d.pop("zone"))




        _source_format = d.pop("source_format", UNSET)
        source_format: FlexSourceFormat | Unset
        if isinstance(_source_format,  Unset):
            source_format = UNSET
        else:
            source_format = FlexSourceFormat(_source_format)




        flex = cls(
            capacity_kw=capacity_kw,
            direction=direction,
            external_window_id=external_window_id,
            firmness=firmness,
            operator_id=operator_id,
            window=window,
            zone=zone,
            source_format=source_format,
        )

        return flex

