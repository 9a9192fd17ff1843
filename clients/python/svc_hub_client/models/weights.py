from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Weights")



@_attrs_define
class Weights:
    """ 
        Attributes:
            data_room (float):
            investor_protection (float):
            kyc_aml (float):
            legal_structure (float):
            mica_compliance (float):
     """

    data_room: float
    investor_protection: float
    kyc_aml: float
    legal_structure: float
    mica_compliance: float





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

        weights = cls(
            data_room=data_room,
            investor_protection=investor_protection,
            kyc_aml=kyc_aml,
            legal_structure=legal_structure,
            mica_compliance=mica_compliance,
        )

        return weights

