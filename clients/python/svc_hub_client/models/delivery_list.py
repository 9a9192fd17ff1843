from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.delivery_item import DeliveryItem
  from ..models.meta import Meta





T = TypeVar("T", bound="DeliveryList")



@_attrs_define
class DeliveryList:
    """ 
        Attributes:
            deliveries (list[DeliveryItem]):
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
     """

    deliveries: list[DeliveryItem]
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.delivery_item import DeliveryItem # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)



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
            "deliveries": deliveries,
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
        from ..models.delivery_item import DeliveryItem # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in (_deliveries):
            deliveries_item = DeliveryItem.from_dict(deliveries_item_data)



            deliveries.append(deliveries_item)


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

        delivery_list = cls(
            deliveries=deliveries,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
        )

        return delivery_list

