from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WattSummary")



@_attrs_define
class WattSummary:
    """ 
        Attributes:
            energy_value_eur (float | None):
            lifetime_gwh (float | None):
            rating (float):
            tier (str):
     """

    energy_value_eur: float | None
    lifetime_gwh: float | None
    rating: float
    tier: str





    def to_dict(self) -> dict[str, Any]:
        energy_value_eur: float | None
        energy_value_eur = self.energy_value_eur

        lifetime_gwh: float | None
        lifetime_gwh = self.lifetime_gwh

        rating = self.rating

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "energy_value_eur": energy_value_eur,
            "lifetime_gwh": lifetime_gwh,
            "rating": rating,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_energy_value_eur(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        energy_value_eur = _parse_energy_value_eur(d.pop("energy_value_eur"))


        def _parse_lifetime_gwh(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lifetime_gwh = _parse_lifetime_gwh(d.pop("lifetime_gwh"))


        rating = d.pop("rating")

        tier = d.pop("tier")

        watt_summary = cls(
            energy_value_eur=energy_value_eur,
            lifetime_gwh=lifetime_gwh,
            rating=rating,
            tier=tier,
        )

        return watt_summary

