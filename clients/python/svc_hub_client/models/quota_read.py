from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="QuotaRead")



@_attrs_define
class QuotaRead:
    """ 
        Attributes:
            limit (int):
            period (str):  Example: month.
            remaining (int):
            reset_at (int): Unix time of the next UTC month
            used (int):
     """

    limit: int
    period: str
    remaining: int
    reset_at: int
    used: int





    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        period = self.period

        remaining = self.remaining

        reset_at = self.reset_at

        used = self.used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "period": period,
            "remaining": remaining,
            "reset_at": reset_at,
            "used": used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        period = d.pop("period")

        remaining = d.pop("remaining")

        reset_at = d.pop("reset_at")

        used = d.pop("used")

        quota_read = cls(
            limit=limit,
            period=period,
            remaining=remaining,
            reset_at=reset_at,
            used=used,
        )

        return quota_read

