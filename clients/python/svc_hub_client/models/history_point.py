from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.flag import Flag





T = TypeVar("T", bound="HistoryPoint")



@_attrs_define
class HistoryPoint:
    """ 
        Attributes:
            as_of (str):
            composite (float | None):
            cqs (float | None):
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            left_out (list[str]): Facts dated after the month's end, left out of its point
            month (str):
            tier (None | str): high, good, fair or low by the number; flagged under a red flag
            watt (float | None):
     """

    as_of: str
    composite: float | None
    cqs: float | None
    flags: list[Flag]
    left_out: list[str]
    month: str
    tier: None | str
    watt: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.flag import Flag # noqa: PLC0415
        as_of = self.as_of

        composite: float | None
        composite = self.composite

        cqs: float | None
        cqs = self.cqs

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        left_out = self.left_out



        month = self.month

        tier: None | str
        tier = self.tier

        watt: float | None
        watt = self.watt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "composite": composite,
            "cqs": cqs,
            "flags": flags,
            "left_out": left_out,
            "month": month,
            "tier": tier,
            "watt": watt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        def _parse_composite(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        composite = _parse_composite(d.pop("composite"))


        def _parse_cqs(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cqs = _parse_cqs(d.pop("cqs"))


        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        left_out = cast(list[str], d.pop("left_out"))


        month = d.pop("month")

        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))


        def _parse_watt(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        watt = _parse_watt(d.pop("watt"))


        history_point = cls(
            as_of=as_of,
            composite=composite,
            cqs=cqs,
            flags=flags,
            left_out=left_out,
            month=month,
            tier=tier,
            watt=watt,
        )

        return history_point

