from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SnapshotQuestion")



@_attrs_define
class SnapshotQuestion:
    """ 
        Attributes:
            answer (str): yes, no or unknown
            field (str):
            id (str):
     """

    answer: str
    field: str
    id: str





    def to_dict(self) -> dict[str, Any]:
        answer = self.answer

        field = self.field

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "answer": answer,
            "field": field,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        answer = d.pop("answer")

        field = d.pop("field")

        id = d.pop("id")

        snapshot_question = cls(
            answer=answer,
            field=field,
            id=id,
        )

        return snapshot_question

