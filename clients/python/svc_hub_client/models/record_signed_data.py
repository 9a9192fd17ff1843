from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_signed_value import RecordSignedValue





T = TypeVar("T", bound="RecordSignedData")



@_attrs_define
class RecordSignedData:
    """ 
        Attributes:
            encoding_method (str | Unset):
            encoding_method_version (int | Unset):
            public_key (str | Unset):
            signed_values (list[RecordSignedValue] | Unset):
            url (str | Unset):
     """

    encoding_method: str | Unset = UNSET
    encoding_method_version: int | Unset = UNSET
    public_key: str | Unset = UNSET
    signed_values: list[RecordSignedValue] | Unset = UNSET
    url: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_signed_value import RecordSignedValue # noqa: PLC0415
        encoding_method = self.encoding_method

        encoding_method_version = self.encoding_method_version

        public_key = self.public_key

        signed_values: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.signed_values, Unset):
            signed_values = []
            for signed_values_item_data in self.signed_values:
                signed_values_item = signed_values_item_data.to_dict()
                signed_values.append(signed_values_item)



        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if encoding_method is not UNSET:
            field_dict["encoding_method"] = encoding_method
        if encoding_method_version is not UNSET:
            field_dict["encoding_method_version"] = encoding_method_version
        if public_key is not UNSET:
            field_dict["public_key"] = public_key
        if signed_values is not UNSET:
            field_dict["signed_values"] = signed_values
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_signed_value import RecordSignedValue # noqa: PLC0415
        d = dict(src_dict)
        encoding_method = d.pop("encoding_method", UNSET)

        encoding_method_version = d.pop("encoding_method_version", UNSET)

        public_key = d.pop("public_key", UNSET)

        _signed_values = d.pop("signed_values", UNSET)
        signed_values: list[RecordSignedValue] | Unset = UNSET
        if _signed_values is not UNSET:
            signed_values = []
            for signed_values_item_data in _signed_values:
                signed_values_item = RecordSignedValue.from_dict(signed_values_item_data)



                signed_values.append(signed_values_item)


        url = d.pop("url", UNSET)

        record_signed_data = cls(
            encoding_method=encoding_method,
            encoding_method_version=encoding_method_version,
            public_key=public_key,
            signed_values=signed_values,
            url=url,
        )

        return record_signed_data

