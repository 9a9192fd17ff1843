from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CredentialField")



@_attrs_define
class CredentialField:
    """ 
        Attributes:
            description (str):
            name (str):
            required (bool):
            secret (bool):
            type_ (str):
     """

    description: str
    name: str
    required: bool
    secret: bool
    type_: str





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        name = self.name

        required = self.required

        secret = self.secret

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "name": name,
            "required": required,
            "secret": secret,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        required = d.pop("required")

        secret = d.pop("secret")

        type_ = d.pop("type")

        credential_field = cls(
            description=description,
            name=name,
            required=required,
            secret=secret,
            type_=type_,
        )

        return credential_field

