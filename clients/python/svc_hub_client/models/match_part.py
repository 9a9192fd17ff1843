from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MatchPart")



@_attrs_define
class MatchPart:
    """ 
        Attributes:
            basis (str):
            name (str): window, energy, zone, carbon, firmness, source
            points (float):
            value (float):
            weight (int):
     """

    basis: str
    name: str
    points: float
    value: float
    weight: int





    def to_dict(self) -> dict[str, Any]:
        basis = self.basis

        name = self.name

        points = self.points

        value = self.value

        weight = self.weight


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basis": basis,
            "name": name,
            "points": points,
            "value": value,
            "weight": weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = d.pop("basis")

        name = d.pop("name")

        points = d.pop("points")

        value = d.pop("value")

        weight = d.pop("weight")

        match_part = cls(
            basis=basis,
            name=name,
            points=points,
            value=value,
            weight=weight,
        )

        return match_part

