from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.unified_score import UnifiedScore





T = TypeVar("T", bound="ScoresRead")



@_attrs_define
class ScoresRead:
    """ 
        Attributes:
            items (list[UnifiedScore]):
            limit (int):
            meta (Meta):
            missing (list[str]):
     """

    items: list[UnifiedScore]
    limit: int
    meta: Meta
    missing: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unified_score import UnifiedScore # noqa: PLC0415
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        limit = self.limit

        meta = self.meta.to_dict()

        missing = self.missing




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
            "limit": limit,
            "meta": meta,
            "missing": missing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unified_score import UnifiedScore # noqa: PLC0415
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = UnifiedScore.from_dict(items_item_data)



            items.append(items_item)


        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        missing = cast(list[str], d.pop("missing"))


        scores_read = cls(
            items=items,
            limit=limit,
            meta=meta,
            missing=missing,
        )

        return scores_read

