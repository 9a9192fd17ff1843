from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RecordSignedValue")



@_attrs_define
class RecordSignedValue:
    """ 
        Attributes:
            nature (str | Unset):
            plain_data (str | Unset):
            signed_data (str | Unset):
     """

    nature: str | Unset = UNSET
    plain_data: str | Unset = UNSET
    signed_data: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        nature = self.nature

        plain_data = self.plain_data

        signed_data = self.signed_data


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if nature is not UNSET:
            field_dict["nature"] = nature
        if plain_data is not UNSET:
            field_dict["plain_data"] = plain_data
        if signed_data is not UNSET:
            field_dict["signed_data"] = signed_data

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nature = d.pop("nature", UNSET)

        plain_data = d.pop("plain_data", UNSET)

        signed_data = d.pop("signed_data", UNSET)

        record_signed_value = cls(
            nature=nature,
            plain_data=plain_data,
            signed_data=signed_data,
        )

        return record_signed_value

