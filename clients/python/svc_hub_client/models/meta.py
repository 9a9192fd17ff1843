from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Meta")



@_attrs_define
class Meta:
    """ 
        Attributes:
            computed_at (str): ISO 8601 UTC
            version (str):  Example: 1.0.
     """

    computed_at: str
    version: str





    def to_dict(self) -> dict[str, Any]:
        computed_at = self.computed_at

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "computed_at": computed_at,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        computed_at = d.pop("computed_at")

        version = d.pop("version")

        meta = cls(
            computed_at=computed_at,
            version=version,
        )

        return meta

