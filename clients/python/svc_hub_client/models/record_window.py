from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RecordWindow")



@_attrs_define
class RecordWindow:
    """ 
        Attributes:
            end (str | Unset):
            start (str | Unset):
     """

    end: str | Unset = UNSET
    start: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        end = self.end

        start = self.start


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if end is not UNSET:
            field_dict["end"] = end
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end = d.pop("end", UNSET)

        start = d.pop("start", UNSET)

        record_window = cls(
            end=end,
            start=start,
        )

        return record_window

