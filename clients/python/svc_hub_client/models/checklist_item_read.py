from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.source_read import SourceRead





T = TypeVar("T", bound="ChecklistItemRead")



@_attrs_define
class ChecklistItemRead:
    """ 
        Attributes:
            dimension (str):
            id (str):
            item (str):
            sources (list[SourceRead]):
            why (str):
     """

    dimension: str
    id: str
    item: str
    sources: list[SourceRead]
    why: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.source_read import SourceRead # noqa: PLC0415
        dimension = self.dimension

        id = self.id

        item = self.item

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        why = self.why


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dimension": dimension,
            "id": id,
            "item": item,
            "sources": sources,
            "why": why,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.source_read import SourceRead # noqa: PLC0415
        d = dict(src_dict)
        dimension = d.pop("dimension")

        id = d.pop("id")

        item = d.pop("item")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = SourceRead.from_dict(sources_item_data)



            sources.append(sources_item)


        why = d.pop("why")

        checklist_item_read = cls(
            dimension=dimension,
            id=id,
            item=item,
            sources=sources,
            why=why,
        )

        return checklist_item_read

