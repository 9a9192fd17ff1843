from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Section")



@_attrs_define
class Section:
    """ 
        Attributes:
            dimension (str):
            next_steps (list[str]):
            potential_gain (float):
            score (int):
            title (str):
            weight (float):
     """

    dimension: str
    next_steps: list[str]
    potential_gain: float
    score: int
    title: str
    weight: float





    def to_dict(self) -> dict[str, Any]:
        dimension = self.dimension

        next_steps = self.next_steps



        potential_gain = self.potential_gain

        score = self.score

        title = self.title

        weight = self.weight


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dimension": dimension,
            "next_steps": next_steps,
            "potential_gain": potential_gain,
            "score": score,
            "title": title,
            "weight": weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dimension = d.pop("dimension")

        next_steps = cast(list[str], d.pop("next_steps"))


        potential_gain = d.pop("potential_gain")

        score = d.pop("score")

        title = d.pop("title")

        weight = d.pop("weight")

        section = cls(
            dimension=dimension,
            next_steps=next_steps,
            potential_gain=potential_gain,
            score=score,
            title=title,
            weight=weight,
        )

        return section

