from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.source_count_kind import SourceCountKind






T = TypeVar("T", bound="SourceCount")



@_attrs_define
class SourceCount:
    """ 
        Attributes:
            kind (SourceCountKind):
            passages (int):
     """

    kind: SourceCountKind
    passages: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        passages = self.passages


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "passages": passages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SourceCountKind(d.pop("kind"))




        passages = d.pop("passages")

        source_count = cls(
            kind=kind,
            passages=passages,
        )

        return source_count

