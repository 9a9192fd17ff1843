from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Inferred")



@_attrs_define
class Inferred:
    """ 
        Attributes:
            field (str):
            value (Any): A string or a number
            words (str): The words of the text it was read from
     """

    field: str
    value: Any
    words: str





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        value = self.value

        words = self.words


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field": field,
            "value": value,
            "words": words,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        value = d.pop("value")

        words = d.pop("words")

        inferred = cls(
            field=field,
            value=value,
            words=words,
        )

        return inferred

