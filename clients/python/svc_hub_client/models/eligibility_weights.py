from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EligibilityWeights")



@_attrs_define
class EligibilityWeights:
    """ 
        Attributes:
            jurisdiction (float):
            mica (float):
            transparency (float):
     """

    jurisdiction: float
    mica: float
    transparency: float





    def to_dict(self) -> dict[str, Any]:
        jurisdiction = self.jurisdiction

        mica = self.mica

        transparency = self.transparency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "jurisdiction": jurisdiction,
            "mica": mica,
            "transparency": transparency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        jurisdiction = d.pop("jurisdiction")

        mica = d.pop("mica")

        transparency = d.pop("transparency")

        eligibility_weights = cls(
            jurisdiction=jurisdiction,
            mica=mica,
            transparency=transparency,
        )

        return eligibility_weights

