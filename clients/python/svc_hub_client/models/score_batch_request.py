from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScoreBatchRequest")



@_attrs_define
class ScoreBatchRequest:
    """ 
        Attributes:
            items (list[Any]): 1-20 score requests (JSON objects); each is validated on its own
            record_history (bool | Unset):  Default: True.
     """

    items: list[Any]
    record_history: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        items = self.items



        record_history = self.record_history


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
        })
        if record_history is not UNSET:
            field_dict["record_history"] = record_history

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        items = cast(list[Any], d.pop("items"))


        record_history = d.pop("record_history", UNSET)

        score_batch_request = cls(
            items=items,
            record_history=record_history,
        )

        return score_batch_request

