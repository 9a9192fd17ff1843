from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="KeyRotate")



@_attrs_define
class KeyRotate:
    """ 
        Attributes:
            grace_seconds (int | Unset): How long the current secret keeps answering after the rotation (0-86400, default
                3600) Default: 3600.
     """

    grace_seconds: int | Unset = 3600





    def to_dict(self) -> dict[str, Any]:
        grace_seconds = self.grace_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if grace_seconds is not UNSET:
            field_dict["grace_seconds"] = grace_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grace_seconds = d.pop("grace_seconds", UNSET)

        key_rotate = cls(
            grace_seconds=grace_seconds,
        )

        return key_rotate

