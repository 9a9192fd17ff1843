from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reference_source_date_is import ReferenceSourceDateIs






T = TypeVar("T", bound="ReferenceSource")



@_attrs_define
class ReferenceSource:
    """ 
        Attributes:
            date (str):
            date_is (ReferenceSourceDateIs): The page's own date, or the day it was read
            label (str):
            url (str):
     """

    date: str
    date_is: ReferenceSourceDateIs
    label: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        date = self.date

        date_is = self.date_is.value

        label = self.label

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date": date,
            "date_is": date_is,
            "label": label,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = d.pop("date")

        date_is = ReferenceSourceDateIs(d.pop("date_is"))




        label = d.pop("label")

        url = d.pop("url")

        reference_source = cls(
            date=date,
            date_is=date_is,
            label=label,
            url=url,
        )

        return reference_source

