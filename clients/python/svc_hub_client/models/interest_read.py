from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta





T = TypeVar("T", bound="InterestRead")



@_attrs_define
class InterestRead:
    """ 
        Attributes:
            binding (bool):
            created_at (str):
            listing_id (str):
            meta (Meta):
            note_for_you (str):
            note (None | str | Unset):
     """

    binding: bool
    created_at: str
    listing_id: str
    meta: Meta
    note_for_you: str
    note: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        binding = self.binding

        created_at = self.created_at

        listing_id = self.listing_id

        meta = self.meta.to_dict()

        note_for_you = self.note_for_you

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "binding": binding,
            "created_at": created_at,
            "listing_id": listing_id,
            "meta": meta,
            "note_for_you": note_for_you,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        binding = d.pop("binding")

        created_at = d.pop("created_at")

        listing_id = d.pop("listing_id")

        meta = Meta.from_dict(d.pop("meta"))




        note_for_you = d.pop("note_for_you")

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        interest_read = cls(
            binding=binding,
            created_at=created_at,
            listing_id=listing_id,
            meta=meta,
            note_for_you=note_for_you,
            note=note,
        )

        return interest_read

