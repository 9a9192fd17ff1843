from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ProjectSource")



@_attrs_define
class ProjectSource:
    """ 
        Attributes:
            as_of (str): The date the page states, or undated
            class_ (str): issuer, registry, regulator, aggregator or press
            url (str):
     """

    as_of: str
    class_: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        class_ = self.class_

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "class": class_,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_of = d.pop("as_of")

        class_ = d.pop("class")

        url = d.pop("url")

        project_source = cls(
            as_of=as_of,
            class_=class_,
            url=url,
        )

        return project_source

