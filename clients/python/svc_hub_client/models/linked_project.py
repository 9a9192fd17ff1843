from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.flag import Flag





T = TypeVar("T", bound="LinkedProject")



@_attrs_define
class LinkedProject:
    """ 
        Attributes:
            cqs (float):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            id (str):
            name (str):
     """

    cqs: float
    flagged: bool
    flags: list[Flag]
    id: str
    name: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.flag import Flag # noqa: PLC0415
        cqs = self.cqs

        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        id = self.id

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cqs": cqs,
            "flagged": flagged,
            "flags": flags,
            "id": id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag # noqa: PLC0415
        d = dict(src_dict)
        cqs = d.pop("cqs")

        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        id = d.pop("id")

        name = d.pop("name")

        linked_project = cls(
            cqs=cqs,
            flagged=flagged,
            flags=flags,
            id=id,
            name=name,
        )

        return linked_project

