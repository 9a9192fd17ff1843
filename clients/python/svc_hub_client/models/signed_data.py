from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.signed_value import SignedValue





T = TypeVar("T", bound="SignedData")



@_attrs_define
class SignedData:
    """ 
        Attributes:
            encoding_method (str):  Example: OCMF.
            signed_values (list[SignedValue]):
            encoding_method_version (int | Unset):
            public_key (str | Unset): The meter's public key: hex or base64 DER, or PEM
            url (str | Unset):
     """

    encoding_method: str
    signed_values: list[SignedValue]
    encoding_method_version: int | Unset = UNSET
    public_key: str | Unset = UNSET
    url: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.signed_value import SignedValue # noqa: PLC0415
        encoding_method = self.encoding_method

        signed_values = []
        for signed_values_item_data in self.signed_values:
            signed_values_item = signed_values_item_data.to_dict()
            signed_values.append(signed_values_item)



        encoding_method_version = self.encoding_method_version

        public_key = self.public_key

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "encoding_method": encoding_method,
            "signed_values": signed_values,
        })
        if encoding_method_version is not UNSET:
            field_dict["encoding_method_version"] = encoding_method_version
        if public_key is not UNSET:
            field_dict["public_key"] = public_key
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_value import SignedValue # noqa: PLC0415
        d = dict(src_dict)
        encoding_method = d.pop("encoding_method")

        signed_values = []
        _signed_values = d.pop("signed_values")
        for signed_values_item_data in (_signed_values):
            signed_values_item = SignedValue.from_dict(signed_values_item_data)



            signed_values.append(signed_values_item)


        encoding_method_version = d.pop("encoding_method_version", UNSET)

        public_key = d.pop("public_key", UNSET)

        url = d.pop("url", UNSET)

        signed_data = cls(
            encoding_method=encoding_method,
            signed_values=signed_values,
            encoding_method_version=encoding_method_version,
            public_key=public_key,
            url=url,
        )

        return signed_data

