from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_part import MatchPart





T = TypeVar("T", bound="Match")



@_attrs_define
class Match:
    """ 
        Attributes:
            parts (list[MatchPart]):
            free_kw (float | Unset):
            note (str | Unset):
     """

    parts: list[MatchPart]
    free_kw: float | Unset = UNSET
    note: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_part import MatchPart # noqa: PLC0415
        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)



        free_kw = self.free_kw

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "parts": parts,
        })
        if free_kw is not UNSET:
            field_dict["free_kw"] = free_kw
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_part import MatchPart # noqa: PLC0415
        d = dict(src_dict)
        parts = []
        _parts = d.pop("parts")
        for parts_item_data in (_parts):
            parts_item = MatchPart.from_dict(parts_item_data)



            parts.append(parts_item)


        free_kw = d.pop("free_kw", UNSET)

        note = d.pop("note", UNSET)

        match = cls(
            parts=parts,
            free_kw=free_kw,
            note=note,
        )

        return match

