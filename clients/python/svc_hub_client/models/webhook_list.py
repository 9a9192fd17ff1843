from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.webhook_item import WebhookItem





T = TypeVar("T", bound="WebhookList")



@_attrs_define
class WebhookList:
    """ 
        Attributes:
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
            webhooks (list[WebhookItem]):
     """

    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    total: int
    webhooks: list[WebhookItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.webhook_item import WebhookItem # noqa: PLC0415
        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        total = self.total

        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "total": total,
            "webhooks": webhooks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.webhook_item import WebhookItem # noqa: PLC0415
        d = dict(src_dict)
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

        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in (_webhooks):
            webhooks_item = WebhookItem.from_dict(webhooks_item_data)



            webhooks.append(webhooks_item)


        webhook_list = cls(
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
            webhooks=webhooks,
        )

        return webhook_list

