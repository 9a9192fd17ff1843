from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.offer_fields import OfferFields





T = TypeVar("T", bound="OfferBoard")



@_attrs_define
class OfferBoard:
    """ 
        Attributes:
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offers (list[OfferFields]):
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
     """

    limit: int
    meta: Meta
    next_: None | str
    offers: list[OfferFields]
    offset: int
    previous: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.offer_fields import OfferFields # noqa: PLC0415
        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)



        offset = self.offset

        previous: None | str
        previous = self.previous

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offers": offers,
            "offset": offset,
            "previous": previous,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.offer_fields import OfferFields # noqa: PLC0415
        d = dict(src_dict)
        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        offers = []
        _offers = d.pop("offers")
        for offers_item_data in (_offers):
            offers_item = OfferFields.from_dict(offers_item_data)



            offers.append(offers_item)


        offset = d.pop("offset")

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))


        total = d.pop("total")

        offer_board = cls(
            limit=limit,
            meta=meta,
            next_=next_,
            offers=offers,
            offset=offset,
            previous=previous,
            total=total,
        )

        return offer_board

