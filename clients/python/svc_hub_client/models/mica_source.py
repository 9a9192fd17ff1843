from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MicaSource")



@_attrs_define
class MicaSource:
    """ 
        Attributes:
            applies_from (str):
            date (str):
            label (str):
            url (str):
     """

    applies_from: str
    date: str
    label: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        applies_from = self.applies_from

        date = self.date

        label = self.label

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "applies_from": applies_from,
            "date": date,
            "label": label,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        applies_from = d.pop("applies_from")

        date = d.pop("date")

        label = d.pop("label")

        url = d.pop("url")

        mica_source = cls(
            applies_from=applies_from,
            date=date,
            label=label,
            url=url,
        )

        return mica_source

