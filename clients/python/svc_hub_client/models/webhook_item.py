from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookItem")



@_attrs_define
class WebhookItem:
    """ 
        Attributes:
            active (bool):
            created_at (str): ISO 8601 UTC
            disabled_reason (None | str): Why deliveries stopped (a 410 Gone), or null
            events (list[str]):
            id (str):
            secret_rotated_at (None | str): ISO 8601 UTC
            url (str):
     """

    active: bool
    created_at: str
    disabled_reason: None | str
    events: list[str]
    id: str
    secret_rotated_at: None | str
    url: str





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        created_at = self.created_at

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events = self.events



        id = self.id

        secret_rotated_at: None | str
        secret_rotated_at = self.secret_rotated_at

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "created_at": created_at,
            "disabled_reason": disabled_reason,
            "events": events,
            "id": id,
            "secret_rotated_at": secret_rotated_at,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        created_at = d.pop("created_at")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        events = cast(list[str], d.pop("events"))


        id = d.pop("id")

        def _parse_secret_rotated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret_rotated_at = _parse_secret_rotated_at(d.pop("secret_rotated_at"))


        url = d.pop("url")

        webhook_item = cls(
            active=active,
            created_at=created_at,
            disabled_reason=disabled_reason,
            events=events,
            id=id,
            secret_rotated_at=secret_rotated_at,
            url=url,
        )

        return webhook_item

