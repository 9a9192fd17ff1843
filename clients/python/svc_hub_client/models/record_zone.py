from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RecordZone")



@_attrs_define
class RecordZone:
    """ 
        Attributes:
            country (str | Unset):
            zone_id (str | Unset):
     """

    country: str | Unset = UNSET
    zone_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        country = self.country

        zone_id = self.zone_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if country is not UNSET:
            field_dict["country"] = country
        if zone_id is not UNSET:
            field_dict["zone_id"] = zone_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country", UNSET)

        zone_id = d.pop("zone_id", UNSET)

        record_zone = cls(
            country=country,
            zone_id=zone_id,
        )

        return record_zone

