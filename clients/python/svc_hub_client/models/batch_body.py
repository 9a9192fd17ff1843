from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BatchBody")



@_attrs_define
class BatchBody:
    """ 
        Attributes:
            items (list[Any]): 1-50 items, each {id} or {text} (carbon: or {serial})
     """

    items: list[Any]





    def to_dict(self) -> dict[str, Any]:
        items = self.items




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        items = cast(list[Any], d.pop("items"))


        batch_body = cls(
            items=items,
        )

        return batch_body

