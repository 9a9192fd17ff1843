from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.anchor_receipt import AnchorReceipt
  from ..models.meta import Meta





T = TypeVar("T", bound="AnchorAuditRead")



@_attrs_define
class AnchorAuditRead:
    """ 
        Attributes:
            items (list[AnchorReceipt]):
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
     """

    items: list[AnchorReceipt]
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor_receipt import AnchorReceipt # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor_receipt import AnchorReceipt # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = AnchorReceipt.from_dict(items_item_data)



            items.append(items_item)


        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        offset = d.pop("offset")

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))


        total = d.pop("total")

        anchor_audit_read = cls(
            items=items,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
        )

        return anchor_audit_read

