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





T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            active (bool):
            created_at (str): ISO 8601 UTC
            disabled_reason (None | str): Why deliveries stopped (a 410 Gone), or null
            events (list[str]):
            id (str):
            meta (Meta):
            secret (str): whsec_ + base64: shown this once, never stored
            secret_rotated_at (None | str): ISO 8601 UTC
            url (str):
            previous_secret_valid_until (None | str | Unset): After a rotation: until when the previous secret also signs
     """

    active: bool
    created_at: str
    disabled_reason: None | str
    events: list[str]
    id: str
    meta: Meta
    secret: str
    secret_rotated_at: None | str
    url: str
    previous_secret_valid_until: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        active = self.active

        created_at = self.created_at

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events = self.events



        id = self.id

        meta = self.meta.to_dict()

        secret = self.secret

        secret_rotated_at: None | str
        secret_rotated_at = self.secret_rotated_at

        url = self.url

        previous_secret_valid_until: None | str | Unset
        if isinstance(self.previous_secret_valid_until, Unset):
            previous_secret_valid_until = UNSET
        else:
            previous_secret_valid_until = self.previous_secret_valid_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "created_at": created_at,
            "disabled_reason": disabled_reason,
            "events": events,
            "id": id,
            "meta": meta,
            "secret": secret,
            "secret_rotated_at": secret_rotated_at,
            "url": url,
        })
        if previous_secret_valid_until is not UNSET:
            field_dict["previous_secret_valid_until"] = previous_secret_valid_until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
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

        meta = Meta.from_dict(d.pop("meta"))




        secret = d.pop("secret")

        def _parse_secret_rotated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret_rotated_at = _parse_secret_rotated_at(d.pop("secret_rotated_at"))


        url = d.pop("url")

        def _parse_previous_secret_valid_until(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        previous_secret_valid_until = _parse_previous_secret_valid_until(d.pop("previous_secret_valid_until", UNSET))


        webhook_created = cls(
            active=active,
            created_at=created_at,
            disabled_reason=disabled_reason,
            events=events,
            id=id,
            meta=meta,
            secret=secret,
            secret_rotated_at=secret_rotated_at,
            url=url,
            previous_secret_valid_until=previous_secret_valid_until,
        )

        return webhook_created

