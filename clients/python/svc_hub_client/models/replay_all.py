from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta





T = TypeVar("T", bound="ReplayAll")



@_attrs_define
class ReplayAll:
    """ 
        Attributes:
            meta (Meta):
            remaining (int): Dead letters left: call again to replay them
            replayed (list[str]): Replayed deliveries (at most 500 a call, oldest first)
            webhook_id (str):
     """

    meta: Meta
    remaining: int
    replayed: list[str]
    webhook_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        meta = self.meta.to_dict()

        remaining = self.remaining

        replayed = self.replayed



        webhook_id = self.webhook_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meta": meta,
            "remaining": remaining,
            "replayed": replayed,
            "webhook_id": webhook_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        meta = Meta.from_dict(d.pop("meta"))




        remaining = d.pop("remaining")

        replayed = cast(list[str], d.pop("replayed"))


        webhook_id = d.pop("webhook_id")

        replay_all = cls(
            meta=meta,
            remaining=remaining,
            replayed=replayed,
            webhook_id=webhook_id,
        )

        return replay_all

