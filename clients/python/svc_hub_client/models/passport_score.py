from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor
  from ..models.flag import Flag





T = TypeVar("T", bound="PassportScore")



@_attrs_define
class PassportScore:
    """ 
        Attributes:
            factors (list[Factor]):
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            model (str):
            tier (None | str): high, good, fair or low by the number; flagged under a red flag
            url (str):
            value (float | None):
     """

    factors: list[Factor]
    flags: list[Flag]
    model: str
    tier: None | str
    url: str
    value: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        model = self.model

        tier: None | str
        tier = self.tier

        url = self.url

        value: float | None
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "factors": factors,
            "flags": flags,
            "model": model,
            "tier": tier,
            "url": url,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        d = dict(src_dict)
        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        model = d.pop("model")

        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))


        url = d.pop("url")

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))


        passport_score = cls(
            factors=factors,
            flags=flags,
            model=model,
            tier=tier,
            url=url,
            value=value,
        )

        return passport_score

