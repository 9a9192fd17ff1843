from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="FlowLocation")



@_attrs_define
class FlowLocation:
    """ 
        Attributes:
            country (str): ISO 3166-1 alpha-2 Example: FR.
            basin_id (str | Unset): The basin's name or id (e.g. a HydroBASINS id)
     """

    country: str
    basin_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        country = self.country

        basin_id = self.basin_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "country": country,
        })
        if basin_id is not UNSET:
            field_dict["basin_id"] = basin_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        basin_id = d.pop("basin_id", UNSET)

        flow_location = cls(
            country=country,
            basin_id=basin_id,
        )

        return flow_location

