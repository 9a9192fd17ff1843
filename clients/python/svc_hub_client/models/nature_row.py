from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nature_row_tier import NatureRowTier
from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor





T = TypeVar("T", bound="NatureRow")



@_attrs_define
class NatureRow:
    """ 
        Attributes:
            area_ha (float | None):
            biome (None | str):
            country (None | str):
            factors (list[Factor]):
            id (str):
            name (str):
            nature_class (str): area (ranked) or scheme (not ranked)
            of (int):
            rank (int | None): Among areas; null for a scheme
            rating (float):
            tier (NatureRowTier):
     """

    area_ha: float | None
    biome: None | str
    country: None | str
    factors: list[Factor]
    id: str
    name: str
    nature_class: str
    of: int
    rank: int | None
    rating: float
    tier: NatureRowTier





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        area_ha: float | None
        area_ha = self.area_ha

        biome: None | str
        biome = self.biome

        country: None | str
        country = self.country

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        id = self.id

        name = self.name

        nature_class = self.nature_class

        of = self.of

        rank: int | None
        rank = self.rank

        rating = self.rating

        tier = self.tier.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_ha": area_ha,
            "biome": biome,
            "country": country,
            "factors": factors,
            "id": id,
            "name": name,
            "nature_class": nature_class,
            "of": of,
            "rank": rank,
            "rating": rating,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        d = dict(src_dict)
        def _parse_area_ha(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        area_ha = _parse_area_ha(d.pop("area_ha"))


        def _parse_biome(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        biome = _parse_biome(d.pop("biome"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        id = d.pop("id")

        name = d.pop("name")

        nature_class = d.pop("nature_class")

        of = d.pop("of")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        rating = d.pop("rating")

        tier = NatureRowTier(d.pop("tier"))




        nature_row = cls(
            area_ha=area_ha,
            biome=biome,
            country=country,
            factors=factors,
            id=id,
            name=name,
            nature_class=nature_class,
            of=of,
            rank=rank,
            rating=rating,
            tier=tier,
        )

        return nature_row

