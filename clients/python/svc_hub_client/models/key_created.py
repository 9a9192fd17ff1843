from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_created_mode import KeyCreatedMode
from ..models.key_created_tier import KeyCreatedTier
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.quota_read import QuotaRead





T = TypeVar("T", bound="KeyCreated")



@_attrs_define
class KeyCreated:
    """ 
        Attributes:
            created_at (str):
            demo (bool):
            display (str): Masked key
            key (str): The key itself: shown once, store it now
            key_id (str):  Example: key_2ylpb7kq4ww3dfkfzmkkr7dj.
            livemode (bool):
            meta (Meta):
            mode (KeyCreatedMode):
            quota (QuotaRead):
            tier (KeyCreatedTier):
            warning (str):
            expires_at (None | str | Unset): When the key stops answering (401 expired_api_key), if ever
            label (None | str | Unset):
            previous_key_expires_at (None | str | Unset): After a rotation: when the previous secret stops answering
            revoked_at (None | str | Unset):
     """

    created_at: str
    demo: bool
    display: str
    key: str
    key_id: str
    livemode: bool
    meta: Meta
    mode: KeyCreatedMode
    quota: QuotaRead
    tier: KeyCreatedTier
    warning: str
    expires_at: None | str | Unset = UNSET
    label: None | str | Unset = UNSET
    previous_key_expires_at: None | str | Unset = UNSET
    revoked_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.quota_read import QuotaRead # noqa: PLC0415
        created_at = self.created_at

        demo = self.demo

        display = self.display

        key = self.key

        key_id = self.key_id

        livemode = self.livemode

        meta = self.meta.to_dict()

        mode = self.mode.value

        quota = self.quota.to_dict()

        tier = self.tier.value

        warning = self.warning

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        previous_key_expires_at: None | str | Unset
        if isinstance(self.previous_key_expires_at, Unset):
            previous_key_expires_at = UNSET
        else:
            previous_key_expires_at = self.previous_key_expires_at

        revoked_at: None | str | Unset
        if isinstance(self.revoked_at, Unset):
            revoked_at = UNSET
        else:
            revoked_at = self.revoked_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "demo": demo,
            "display": display,
            "key": key,
            "key_id": key_id,
            "livemode": livemode,
            "meta": meta,
            "mode": mode,
            "quota": quota,
            "tier": tier,
            "warning": warning,
        })
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if label is not UNSET:
            field_dict["label"] = label
        if previous_key_expires_at is not UNSET:
            field_dict["previous_key_expires_at"] = previous_key_expires_at
        if revoked_at is not UNSET:
            field_dict["revoked_at"] = revoked_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.quota_read import QuotaRead # noqa: PLC0415
        d = dict(src_dict)
        created_at = d.pop("created_at")

        demo = d.pop("demo")

        display = d.pop("display")

        key = d.pop("key")

        key_id = d.pop("key_id")

        livemode = d.pop("livemode")

        meta = Meta.from_dict(d.pop("meta"))




        mode = KeyCreatedMode(d.pop("mode"))




        quota = QuotaRead.from_dict(d.pop("quota"))




        tier = KeyCreatedTier(d.pop("tier"))




        warning = d.pop("warning")

        def _parse_expires_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        def _parse_previous_key_expires_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        previous_key_expires_at = _parse_previous_key_expires_at(d.pop("previous_key_expires_at", UNSET))


        def _parse_revoked_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at", UNSET))


        key_created = cls(
            created_at=created_at,
            demo=demo,
            display=display,
            key=key,
            key_id=key_id,
            livemode=livemode,
            meta=meta,
            mode=mode,
            quota=quota,
            tier=tier,
            warning=warning,
            expires_at=expires_at,
            label=label,
            previous_key_expires_at=previous_key_expires_at,
            revoked_at=revoked_at,
        )

        return key_created

