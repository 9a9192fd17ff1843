from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SimpleLabels")



@_attrs_define
class SimpleLabels:
    """ 
        Attributes:
            indicative_apy (str):
            liquidity (str):
            proofs (str):
            transparency (str):
     """

    indicative_apy: str
    liquidity: str
    proofs: str
    transparency: str





    def to_dict(self) -> dict[str, Any]:
        indicative_apy = self.indicative_apy

        liquidity = self.liquidity

        proofs = self.proofs

        transparency = self.transparency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "indicative_apy": indicative_apy,
            "liquidity": liquidity,
            "proofs": proofs,
            "transparency": transparency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        indicative_apy = d.pop("indicative_apy")

        liquidity = d.pop("liquidity")

        proofs = d.pop("proofs")

        transparency = d.pop("transparency")

        simple_labels = cls(
            indicative_apy=indicative_apy,
            liquidity=liquidity,
            proofs=proofs,
            transparency=transparency,
        )

        return simple_labels

