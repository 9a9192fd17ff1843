from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ShortlistPolicy")



@_attrs_define
class ShortlistPolicy:
    """ 
        Attributes:
            indicative_only (bool):
            never_invent_apy (bool):
     """

    indicative_only: bool
    never_invent_apy: bool





    def to_dict(self) -> dict[str, Any]:
        indicative_only = self.indicative_only

        never_invent_apy = self.never_invent_apy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "indicative_only": indicative_only,
            "never_invent_apy": never_invent_apy,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        indicative_only = d.pop("indicative_only")

        never_invent_apy = d.pop("never_invent_apy")

        shortlist_policy = cls(
            indicative_only=indicative_only,
            never_invent_apy=never_invent_apy,
        )

        return shortlist_policy

