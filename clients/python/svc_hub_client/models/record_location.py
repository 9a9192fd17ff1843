from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RecordLocation")



@_attrs_define
class RecordLocation:
    """ 
        Attributes:
            basin_id (str | Unset):
            country (str | Unset): ISO 3166-1 alpha-2
            evse_uid (str | Unset):
            location_id (str | Unset):
     """

    basin_id: str | Unset = UNSET
    country: str | Unset = UNSET
    evse_uid: str | Unset = UNSET
    location_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        basin_id = self.basin_id

        country = self.country

        evse_uid = self.evse_uid

        location_id = self.location_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if basin_id is not UNSET:
            field_dict["basin_id"] = basin_id
        if country is not UNSET:
            field_dict["country"] = country
        if evse_uid is not UNSET:
            field_dict["evse_uid"] = evse_uid
        if location_id is not UNSET:
            field_dict["location_id"] = location_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basin_id = d.pop("basin_id", UNSET)

        country = d.pop("country", UNSET)

        evse_uid = d.pop("evse_uid", UNSET)

        location_id = d.pop("location_id", UNSET)

        record_location = cls(
            basin_id=basin_id,
            country=country,
            evse_uid=evse_uid,
            location_id=location_id,
        )

        return record_location

