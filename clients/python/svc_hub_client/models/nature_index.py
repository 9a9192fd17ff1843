from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.nature_row import NatureRow





T = TypeVar("T", bound="NatureIndex")



@_attrs_define
class NatureIndex:
    """ 
        Attributes:
            as_of (str):
            disclaimer (str):
            items (list[NatureRow]):
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
     """

    as_of: str
    disclaimer: str
    items: list[NatureRow]
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_row import NatureRow # noqa: PLC0415
        as_of = self.as_of

        disclaimer = self.disclaimer

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
            "as_of": as_of,
            "disclaimer": disclaimer,
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
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_row import NatureRow # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        disclaimer = d.pop("disclaimer")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = NatureRow.from_dict(items_item_data)



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

        nature_index = cls(
            as_of=as_of,
            disclaimer=disclaimer,
            items=items,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
        )

        return nature_index

