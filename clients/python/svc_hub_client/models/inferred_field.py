from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="InferredField")



@_attrs_define
class InferredField:
    """ 
        Attributes:
            evidence (str): The words of the description it rests on
            value (Any | Unset): The fact's value: a string, a number or a boolean (null when unknown)
     """

    evidence: str
    value: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        evidence = self.evidence

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "evidence": evidence,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        evidence = d.pop("evidence")

        value = d.pop("value", UNSET)

        inferred_field = cls(
            evidence=evidence,
            value=value,
        )

        return inferred_field

