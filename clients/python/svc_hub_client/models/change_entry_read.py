from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.link_read import LinkRead





T = TypeVar("T", bound="ChangeEntryRead")



@_attrs_define
class ChangeEntryRead:
    """ 
        Attributes:
            date (str):
            details (list[str]):
            id (str):
            links (list[LinkRead]):
            status (str):
            summary (str):
            tags (list[str]):
            title (str):
            commit (str | Unset):
            roadmap_item (None | str | Unset):
     """

    date: str
    details: list[str]
    id: str
    links: list[LinkRead]
    status: str
    summary: str
    tags: list[str]
    title: str
    commit: str | Unset = UNSET
    roadmap_item: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.link_read import LinkRead # noqa: PLC0415
        date = self.date

        details = self.details



        id = self.id

        links = []
        for links_item_data in self.links:
            links_item = links_item_data.to_dict()
            links.append(links_item)



        status = self.status

        summary = self.summary

        tags = self.tags



        title = self.title

        commit = self.commit

        roadmap_item: None | str | Unset
        if isinstance(self.roadmap_item, Unset):
            roadmap_item = UNSET
        else:
            roadmap_item = self.roadmap_item


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date": date,
            "details": details,
            "id": id,
            "links": links,
            "status": status,
            "summary": summary,
            "tags": tags,
            "title": title,
        })
        if commit is not UNSET:
            field_dict["commit"] = commit
        if roadmap_item is not UNSET:
            field_dict["roadmapItem"] = roadmap_item

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.link_read import LinkRead # noqa: PLC0415
        d = dict(src_dict)
        date = d.pop("date")

        details = cast(list[str], d.pop("details"))


        id = d.pop("id")

        links = []
        _links = d.pop("links")
        for links_item_data in (_links):
            links_item = LinkRead.from_dict(links_item_data)



            links.append(links_item)


        status = d.pop("status")

        summary = d.pop("summary")

        tags = cast(list[str], d.pop("tags"))


        title = d.pop("title")

        commit = d.pop("commit", UNSET)

        def _parse_roadmap_item(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        roadmap_item = _parse_roadmap_item(d.pop("roadmapItem", UNSET))


        change_entry_read = cls(
            date=date,
            details=details,
            id=id,
            links=links,
            status=status,
            summary=summary,
            tags=tags,
            title=title,
            commit=commit,
            roadmap_item=roadmap_item,
        )

        return change_entry_read

