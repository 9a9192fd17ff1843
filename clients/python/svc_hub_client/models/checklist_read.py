from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.checklist_item_read import ChecklistItemRead
  from ..models.meta import Meta





T = TypeVar("T", bound="ChecklistRead")



@_attrs_define
class ChecklistRead:
    """ 
        Attributes:
            as_of (str):
            dimensions (list[str]):
            items (list[ChecklistItemRead]):
            meta (Meta):
            total (int):
     """

    as_of: str
    dimensions: list[str]
    items: list[ChecklistItemRead]
    meta: Meta
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.checklist_item_read import ChecklistItemRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        as_of = self.as_of

        dimensions = self.dimensions



        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        meta = self.meta.to_dict()

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "dimensions": dimensions,
            "items": items,
            "meta": meta,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checklist_item_read import ChecklistItemRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        dimensions = cast(list[str], d.pop("dimensions"))


        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = ChecklistItemRead.from_dict(items_item_data)



            items.append(items_item)


        meta = Meta.from_dict(d.pop("meta"))




        total = d.pop("total")

        checklist_read = cls(
            as_of=as_of,
            dimensions=dimensions,
            items=items,
            meta=meta,
            total=total,
        )

        return checklist_read

