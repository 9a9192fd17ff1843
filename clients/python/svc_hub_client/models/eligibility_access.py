from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EligibilityAccess")



@_attrs_define
class EligibilityAccess:
    """ 
        Attributes:
            accredited_only (bool):
            kyc_to_hold (bool | None | Unset):
            min_investment_usd (float | None | Unset):
     """

    accredited_only: bool
    kyc_to_hold: bool | None | Unset = UNSET
    min_investment_usd: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        accredited_only = self.accredited_only

        kyc_to_hold: bool | None | Unset
        if isinstance(self.kyc_to_hold, Unset):
            kyc_to_hold = UNSET
        else:
            kyc_to_hold = self.kyc_to_hold

        min_investment_usd: float | None | Unset
        if isinstance(self.min_investment_usd, Unset):
            min_investment_usd = UNSET
        else:
            min_investment_usd = self.min_investment_usd


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accredited_only": accredited_only,
        })
        if kyc_to_hold is not UNSET:
            field_dict["kyc_to_hold"] = kyc_to_hold
        if min_investment_usd is not UNSET:
            field_dict["min_investment_usd"] = min_investment_usd

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accredited_only = d.pop("accredited_only")

        def _parse_kyc_to_hold(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        kyc_to_hold = _parse_kyc_to_hold(d.pop("kyc_to_hold", UNSET))


        def _parse_min_investment_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_investment_usd = _parse_min_investment_usd(d.pop("min_investment_usd", UNSET))


        eligibility_access = cls(
            accredited_only=accredited_only,
            kyc_to_hold=kyc_to_hold,
            min_investment_usd=min_investment_usd,
        )

        return eligibility_access

