from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.signed_value_nature import SignedValueNature
from ..types import UNSET, Unset






T = TypeVar("T", bound="SignedValue")



@_attrs_define
class SignedValue:
    """ 
        Attributes:
            nature (SignedValueNature):
            signed_data (str): The OCMF string, as is or base64
            plain_data (str | Unset):  Default: ''.
     """

    nature: SignedValueNature
    signed_data: str
    plain_data: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        nature = self.nature.value

        signed_data = self.signed_data

        plain_data = self.plain_data


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nature": nature,
            "signed_data": signed_data,
        })
        if plain_data is not UNSET:
            field_dict["plain_data"] = plain_data

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nature = SignedValueNature(d.pop("nature"))




        signed_data = d.pop("signed_data")

        plain_data = d.pop("plain_data", UNSET)

        signed_value = cls(
            nature=nature,
            signed_data=signed_data,
            plain_data=plain_data,
        )

        return signed_value

