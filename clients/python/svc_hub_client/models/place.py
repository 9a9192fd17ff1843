from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Place")



@_attrs_define
class Place:
    """ 
        Attributes:
            country (str):
            zone_id (None | str | Unset):
     """

    country: str
    zone_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        country = self.country

        zone_id: None | str | Unset
        if isinstance(self.zone_id, Unset):
            zone_id = UNSET
        else:
            zone_id = self.zone_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "country": country,
        })
        if zone_id is not UNSET:
            field_dict["zone_id"] = zone_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        def _parse_zone_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        zone_id = _parse_zone_id(d.pop("zone_id", UNSET))


        place = cls(
            country=country,
            zone_id=zone_id,
        )

        return place

