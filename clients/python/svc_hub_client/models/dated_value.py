from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DatedValue")



@_attrs_define
class DatedValue:
    """ 
        Attributes:
            as_of (str): The figure's own date (YYYY-MM-DD or YYYY-MM)
            value (float):
     """

    as_of: str
    value: float





    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_of = d.pop("as_of")

        value = d.pop("value")

        dated_value = cls(
            as_of=as_of,
            value=value,
        )

        return dated_value

