from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Breakdown")



@_attrs_define
class Breakdown:
    """ 
        Attributes:
            data_room (int):
            investor_protection (int):
            kyc_aml (int):
            legal_structure (int):
            mica_compliance (int):
     """

    data_room: int
    investor_protection: int
    kyc_aml: int
    legal_structure: int
    mica_compliance: int





    def to_dict(self) -> dict[str, Any]:
        data_room = self.data_room

        investor_protection = self.investor_protection

        kyc_aml = self.kyc_aml

        legal_structure = self.legal_structure

        mica_compliance = self.mica_compliance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "data_room": data_room,
            "investor_protection": investor_protection,
            "kyc_aml": kyc_aml,
            "legal_structure": legal_structure,
            "mica_compliance": mica_compliance,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data_room = d.pop("data_room")

        investor_protection = d.pop("investor_protection")

        kyc_aml = d.pop("kyc_aml")

        legal_structure = d.pop("legal_structure")

        mica_compliance = d.pop("mica_compliance")

        breakdown = cls(
            data_room=data_room,
            investor_protection=investor_protection,
            kyc_aml=kyc_aml,
            legal_structure=legal_structure,
            mica_compliance=mica_compliance,
        )

        return breakdown

