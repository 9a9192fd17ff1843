from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.source import Source





T = TypeVar("T", bound="ReferenceItem")



@_attrs_define
class ReferenceItem:
    """ 
        Attributes:
            asset_types (list[str]):
            caution (None | str): What may have changed since the reference was curated
            date (str): The reference's date (ISO 8601); see date_note
            date_note (None | str): Other dates of the text (publication, application)
            id (str):
            jurisdiction (str): ISO 3166 alpha-2, or EU
            requirement (None | str): The requirement it adds, where it brings one
            sources (list[Source]):
            summary (str):
            tags (list[str]):
            title (str):
            updated_at (str): When the hub last changed it (ISO 8601)
            url (str): The official text
     """

    asset_types: list[str]
    caution: None | str
    date: str
    date_note: None | str
    id: str
    jurisdiction: str
    requirement: None | str
    sources: list[Source]
    summary: str
    tags: list[str]
    title: str
    updated_at: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.source import Source # noqa: PLC0415
        asset_types = self.asset_types



        caution: None | str
        caution = self.caution

        date = self.date

        date_note: None | str
        date_note = self.date_note

        id = self.id

        jurisdiction = self.jurisdiction

        requirement: None | str
        requirement = self.requirement

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        summary = self.summary

        tags = self.tags



        title = self.title

        updated_at = self.updated_at

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asset_types": asset_types,
            "caution": caution,
            "date": date,
            "date_note": date_note,
            "id": id,
            "jurisdiction": jurisdiction,
            "requirement": requirement,
            "sources": sources,
            "summary": summary,
            "tags": tags,
            "title": title,
            "updated_at": updated_at,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.source import Source # noqa: PLC0415
        d = dict(src_dict)
        asset_types = cast(list[str], d.pop("asset_types"))


        def _parse_caution(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        caution = _parse_caution(d.pop("caution"))


        date = d.pop("date")

        def _parse_date_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date_note = _parse_date_note(d.pop("date_note"))


        id = d.pop("id")

        jurisdiction = d.pop("jurisdiction")

        def _parse_requirement(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        requirement = _parse_requirement(d.pop("requirement"))


        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = Source.from_dict(sources_item_data)



            sources.append(sources_item)


        summary = d.pop("summary")

        tags = cast(list[str], d.pop("tags"))


        title = d.pop("title")

        updated_at = d.pop("updated_at")

        url = d.pop("url")

        reference_item = cls(
            asset_types=asset_types,
            caution=caution,
            date=date,
            date_note=date_note,
            id=id,
            jurisdiction=jurisdiction,
            requirement=requirement,
            sources=sources,
            summary=summary,
            tags=tags,
            title=title,
            updated_at=updated_at,
            url=url,
        )

        return reference_item

