from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.monitor_item import MonitorItem





T = TypeVar("T", bound="MonitorList")



@_attrs_define
class MonitorList:
    """ 
        Attributes:
            limit (int):
            meta (Meta):
            monitors (list[MonitorItem]):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
     """

    limit: int
    meta: Meta
    monitors: list[MonitorItem]
    next_: None | str
    offset: int
    previous: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.monitor_item import MonitorItem # noqa: PLC0415
        limit = self.limit

        meta = self.meta.to_dict()

        monitors = []
        for monitors_item_data in self.monitors:
            monitors_item = monitors_item_data.to_dict()
            monitors.append(monitors_item)



        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "meta": meta,
            "monitors": monitors,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.monitor_item import MonitorItem # noqa: PLC0415
        d = dict(src_dict)
        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        monitors = []
        _monitors = d.pop("monitors")
        for monitors_item_data in (_monitors):
            monitors_item = MonitorItem.from_dict(monitors_item_data)



            monitors.append(monitors_item)


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

        monitor_list = cls(
            limit=limit,
            meta=meta,
            monitors=monitors,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
        )

        return monitor_list

