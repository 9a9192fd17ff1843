from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.drift_entry_kind import DriftEntryKind
from ..types import UNSET, Unset






T = TypeVar("T", bound="DriftEntry")



@_attrs_define
class DriftEntry:
    """ 
        Attributes:
            kind (DriftEntryKind):
            note (str):
            product_id (str):
            since (str | Unset): When the drift began (a date or an ISO 8601 time)
     """

    kind: DriftEntryKind
    note: str
    product_id: str
    since: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        note = self.note

        product_id = self.product_id

        since = self.since


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "note": note,
            "product_id": product_id,
        })
        if since is not UNSET:
            field_dict["since"] = since

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = DriftEntryKind(d.pop("kind"))




        note = d.pop("note")

        product_id = d.pop("product_id")

        since = d.pop("since", UNSET)

        drift_entry = cls(
            kind=kind,
            note=note,
            product_id=product_id,
            since=since,
        )

        return drift_entry

