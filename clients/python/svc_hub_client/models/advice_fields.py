from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AdviceFields")



@_attrs_define
class AdviceFields:
    """ 
        Attributes:
            message (str):
            reason (str): carbon_cap, no_window, no_country, no_offer
            field (None | str | Unset): The profile field to change: carbon_intensity_max_gco2_kwh, window, zone.country
            lowest_gco2_kwh (float | None | Unset): carbon_cap: the lowest life-cycle figure in the window
     """

    message: str
    reason: str
    field: None | str | Unset = UNSET
    lowest_gco2_kwh: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        message = self.message

        reason = self.reason

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        lowest_gco2_kwh: float | None | Unset
        if isinstance(self.lowest_gco2_kwh, Unset):
            lowest_gco2_kwh = UNSET
        else:
            lowest_gco2_kwh = self.lowest_gco2_kwh


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "message": message,
            "reason": reason,
        })
        if field is not UNSET:
            field_dict["field"] = field
        if lowest_gco2_kwh is not UNSET:
            field_dict["lowest_gco2_kwh"] = lowest_gco2_kwh

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        reason = d.pop("reason")

        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))


        def _parse_lowest_gco2_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        lowest_gco2_kwh = _parse_lowest_gco2_kwh(d.pop("lowest_gco2_kwh", UNSET))


        advice_fields = cls(
            message=message,
            reason=reason,
            field=field,
            lowest_gco2_kwh=lowest_gco2_kwh,
        )

        return advice_fields

