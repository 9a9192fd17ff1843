from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta





T = TypeVar("T", bound="Subscription")



@_attrs_define
class Subscription:
    """ 
        Attributes:
            created_at (str):
            jurisdictions (list[str]):
            meta (Meta):
            note (str):
            tags (list[str]):
            updated_at (str):
            webhooks (list[str]): Your active webhooks that will receive regulatory.update
     """

    created_at: str
    jurisdictions: list[str]
    meta: Meta
    note: str
    tags: list[str]
    updated_at: str
    webhooks: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        created_at = self.created_at

        jurisdictions = self.jurisdictions



        meta = self.meta.to_dict()

        note = self.note

        tags = self.tags



        updated_at = self.updated_at

        webhooks = self.webhooks




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "jurisdictions": jurisdictions,
            "meta": meta,
            "note": note,
            "tags": tags,
            "updated_at": updated_at,
            "webhooks": webhooks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        created_at = d.pop("created_at")

        jurisdictions = cast(list[str], d.pop("jurisdictions"))


        meta = Meta.from_dict(d.pop("meta"))




        note = d.pop("note")

        tags = cast(list[str], d.pop("tags"))


        updated_at = d.pop("updated_at")

        webhooks = cast(list[str], d.pop("webhooks"))


        subscription = cls(
            created_at=created_at,
            jurisdictions=jurisdictions,
            meta=meta,
            note=note,
            tags=tags,
            updated_at=updated_at,
            webhooks=webhooks,
        )

        return subscription

