from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EvidencePackBody")



@_attrs_define
class EvidencePackBody:
    """ 
        Attributes:
            receipt_ids (list[str] | None | Unset): 1-500 of the key's receipts; all its anchored ones when left out (at
                most 5000)
     """

    receipt_ids: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        receipt_ids: list[str] | None | Unset
        if isinstance(self.receipt_ids, Unset):
            receipt_ids = UNSET
        elif isinstance(self.receipt_ids, list):
            receipt_ids = self.receipt_ids


        else:
            receipt_ids = self.receipt_ids


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if receipt_ids is not UNSET:
            field_dict["receipt_ids"] = receipt_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_receipt_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                receipt_ids_type_0 = cast(list[str], data)

                return receipt_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        receipt_ids = _parse_receipt_ids(d.pop("receipt_ids", UNSET))


        evidence_pack_body = cls(
            receipt_ids=receipt_ids,
        )

        return evidence_pack_body

