from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SnapshotSection")



@_attrs_define
class SnapshotSection:
    """ 
        Attributes:
            dimension (str):
            next_steps (list[str]):
            score (int):
            title (str):
     """

    dimension: str
    next_steps: list[str]
    score: int
    title: str





    def to_dict(self) -> dict[str, Any]:
        dimension = self.dimension

        next_steps = self.next_steps



        score = self.score

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dimension": dimension,
            "next_steps": next_steps,
            "score": score,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dimension = d.pop("dimension")

        next_steps = cast(list[str], d.pop("next_steps"))


        score = d.pop("score")

        title = d.pop("title")

        snapshot_section = cls(
            dimension=dimension,
            next_steps=next_steps,
            score=score,
            title=title,
        )

        return snapshot_section

