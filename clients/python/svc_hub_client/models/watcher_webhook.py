from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WatcherWebhook")



@_attrs_define
class WatcherWebhook:
    """ 
        Attributes:
            id (str): wh_...: the deliveries' webhook
            note (str):
            secret (str): whsec_...: signs every alert (X-SVC-Signature, Standard Webhooks); shown this once
     """

    id: str
    note: str
    secret: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        note = self.note

        secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "note": note,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        note = d.pop("note")

        secret = d.pop("secret")

        watcher_webhook = cls(
            id=id,
            note=note,
            secret=secret,
        )

        return watcher_webhook

