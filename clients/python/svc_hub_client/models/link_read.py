from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LinkRead")



@_attrs_define
class LinkRead:
    """ 
        Attributes:
            href (str):
            label (str):
     """

    href: str
    label: str





    def to_dict(self) -> dict[str, Any]:
        href = self.href

        label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "href": href,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        href = d.pop("href")

        label = d.pop("label")

        link_read = cls(
            href=href,
            label=label,
        )

        return link_read

