from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.change_entry_read import ChangeEntryRead
  from ..models.meta import Meta





T = TypeVar("T", bound="ChangelogRead")



@_attrs_define
class ChangelogRead:
    """ 
        Attributes:
            disclaimer (str):
            entries (list[ChangeEntryRead]):
            generated_at (str):
            meta (Meta):
            page_url (str):
            upcoming (list[ChangeEntryRead]): Announced entries, shaped like entries (empty today)
            version (str):
     """

    disclaimer: str
    entries: list[ChangeEntryRead]
    generated_at: str
    meta: Meta
    page_url: str
    upcoming: list[ChangeEntryRead]
    version: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.change_entry_read import ChangeEntryRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        disclaimer = self.disclaimer

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        generated_at = self.generated_at

        meta = self.meta.to_dict()

        page_url = self.page_url

        upcoming = []
        for upcoming_item_data in self.upcoming:
            upcoming_item = upcoming_item_data.to_dict()
            upcoming.append(upcoming_item)



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "disclaimer": disclaimer,
            "entries": entries,
            "generated_at": generated_at,
            "meta": meta,
            "page_url": page_url,
            "upcoming": upcoming,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change_entry_read import ChangeEntryRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        disclaimer = d.pop("disclaimer")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = ChangeEntryRead.from_dict(entries_item_data)



            entries.append(entries_item)


        generated_at = d.pop("generated_at")

        meta = Meta.from_dict(d.pop("meta"))




        page_url = d.pop("page_url")

        upcoming = []
        _upcoming = d.pop("upcoming")
        for upcoming_item_data in (_upcoming):
            upcoming_item = ChangeEntryRead.from_dict(upcoming_item_data)



            upcoming.append(upcoming_item)


        version = d.pop("version")

        changelog_read = cls(
            disclaimer=disclaimer,
            entries=entries,
            generated_at=generated_at,
            meta=meta,
            page_url=page_url,
            upcoming=upcoming,
            version=version,
        )

        return changelog_read

