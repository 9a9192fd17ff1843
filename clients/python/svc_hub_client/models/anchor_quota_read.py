from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta





T = TypeVar("T", bound="AnchorQuotaRead")



@_attrs_define
class AnchorQuotaRead:
    """ 
        Attributes:
            limit (int | None): null: no monthly limit
            meta (Meta):
            period (str):
            remaining (int | None):
            reset_at (int): Unix time of the next UTC month
            tier (str):
            used (int):
     """

    limit: int | None
    meta: Meta
    period: str
    remaining: int | None
    reset_at: int
    tier: str
    used: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        limit: int | None
        limit = self.limit

        meta = self.meta.to_dict()

        period = self.period

        remaining: int | None
        remaining = self.remaining

        reset_at = self.reset_at

        tier = self.tier

        used = self.used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "meta": meta,
            "period": period,
            "remaining": remaining,
            "reset_at": reset_at,
            "tier": tier,
            "used": used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        def _parse_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        limit = _parse_limit(d.pop("limit"))


        meta = Meta.from_dict(d.pop("meta"))




        period = d.pop("period")

        def _parse_remaining(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remaining = _parse_remaining(d.pop("remaining"))


        reset_at = d.pop("reset_at")

        tier = d.pop("tier")

        used = d.pop("used")

        anchor_quota_read = cls(
            limit=limit,
            meta=meta,
            period=period,
            remaining=remaining,
            reset_at=reset_at,
            tier=tier,
            used=used,
        )

        return anchor_quota_read

