from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DoorAnchoring")



@_attrs_define
class DoorAnchoring:
    """ 
        Attributes:
            anchored (bool):
            included (bool | None): The receipt's inclusion path leads to its sealed root
            receipt_id (None | str):
            root (None | str):
            sealed_at (None | str):
            status (None | str):
     """

    anchored: bool
    included: bool | None
    receipt_id: None | str
    root: None | str
    sealed_at: None | str
    status: None | str





    def to_dict(self) -> dict[str, Any]:
        anchored = self.anchored

        included: bool | None
        included = self.included

        receipt_id: None | str
        receipt_id = self.receipt_id

        root: None | str
        root = self.root

        sealed_at: None | str
        sealed_at = self.sealed_at

        status: None | str
        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "anchored": anchored,
            "included": included,
            "receipt_id": receipt_id,
            "root": root,
            "sealed_at": sealed_at,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        anchored = d.pop("anchored")

        def _parse_included(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        included = _parse_included(d.pop("included"))


        def _parse_receipt_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        receipt_id = _parse_receipt_id(d.pop("receipt_id"))


        def _parse_root(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        root = _parse_root(d.pop("root"))


        def _parse_sealed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sealed_at = _parse_sealed_at(d.pop("sealed_at"))


        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))


        door_anchoring = cls(
            anchored=anchored,
            included=included,
            receipt_id=receipt_id,
            root=root,
            sealed_at=sealed_at,
            status=status,
        )

        return door_anchoring

