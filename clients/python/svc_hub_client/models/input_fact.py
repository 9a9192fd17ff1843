from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="InputFact")



@_attrs_define
class InputFact:
    """ 
        Attributes:
            source (str): input, description, default or asset_type
            value (Any | Unset): The fact's value: a string, a number or a boolean (null when unknown)
     """

    source: str
    value: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        source = self.source

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "source": source,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        value = d.pop("value", UNSET)

        input_fact = cls(
            source=source,
            value=value,
        )

        return input_fact

