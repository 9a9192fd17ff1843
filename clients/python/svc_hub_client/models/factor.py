from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Factor")



@_attrs_define
class Factor:
    """ 
        Attributes:
            basis (str): Why the factor has this value
            name (str):
            value (float):
            weight (int):
     """

    basis: str
    name: str
    value: float
    weight: int





    def to_dict(self) -> dict[str, Any]:
        basis = self.basis

        name = self.name

        value = self.value

        weight = self.weight


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basis": basis,
            "name": name,
            "value": value,
            "weight": weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = d.pop("basis")

        name = d.pop("name")

        value = d.pop("value")

        weight = d.pop("weight")

        factor = cls(
            basis=basis,
            name=name,
            value=value,
            weight=weight,
        )

        return factor

