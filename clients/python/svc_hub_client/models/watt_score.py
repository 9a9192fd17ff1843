from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor





T = TypeVar("T", bound="WattScore")



@_attrs_define
class WattScore:
    """ 
        Attributes:
            as_of (str): The date the remaining life is counted from
            energy_note (str):
            energy_value_eur (float | None): lifetime_gwh x 1000 x the reference price, undiscounted
            factors (list[Factor]):
            lifetime_gwh (float | None): capacity x capacity factor x 8760 h x remaining years
            price_basis (str):
            price_eur_mwh (float):
            price_source (str):
            rating (float):
            tier (str):
     """

    as_of: str
    energy_note: str
    energy_value_eur: float | None
    factors: list[Factor]
    lifetime_gwh: float | None
    price_basis: str
    price_eur_mwh: float
    price_source: str
    rating: float
    tier: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        as_of = self.as_of

        energy_note = self.energy_note

        energy_value_eur: float | None
        energy_value_eur = self.energy_value_eur

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        lifetime_gwh: float | None
        lifetime_gwh = self.lifetime_gwh

        price_basis = self.price_basis

        price_eur_mwh = self.price_eur_mwh

        price_source = self.price_source

        rating = self.rating

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "energy_note": energy_note,
            "energy_value_eur": energy_value_eur,
            "factors": factors,
            "lifetime_gwh": lifetime_gwh,
            "price_basis": price_basis,
            "price_eur_mwh": price_eur_mwh,
            "price_source": price_source,
            "rating": rating,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        energy_note = d.pop("energy_note")

        def _parse_energy_value_eur(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        energy_value_eur = _parse_energy_value_eur(d.pop("energy_value_eur"))


        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        def _parse_lifetime_gwh(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lifetime_gwh = _parse_lifetime_gwh(d.pop("lifetime_gwh"))


        price_basis = d.pop("price_basis")

        price_eur_mwh = d.pop("price_eur_mwh")

        price_source = d.pop("price_source")

        rating = d.pop("rating")

        tier = d.pop("tier")

        watt_score = cls(
            as_of=as_of,
            energy_note=energy_note,
            energy_value_eur=energy_value_eur,
            factors=factors,
            lifetime_gwh=lifetime_gwh,
            price_basis=price_basis,
            price_eur_mwh=price_eur_mwh,
            price_source=price_source,
            rating=rating,
            tier=tier,
        )

        return watt_score

