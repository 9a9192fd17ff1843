from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EligibilityMica")



@_attrs_define
class EligibilityMica:
    """ 
        Attributes:
            clarity (int):
            classification (str):
            regime (str):
     """

    clarity: int
    classification: str
    regime: str





    def to_dict(self) -> dict[str, Any]:
        clarity = self.clarity

        classification = self.classification

        regime = self.regime


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "clarity": clarity,
            "classification": classification,
            "regime": regime,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clarity = d.pop("clarity")

        classification = d.pop("classification")

        regime = d.pop("regime")

        eligibility_mica = cls(
            clarity=clarity,
            classification=classification,
            regime=regime,
        )

        return eligibility_mica

