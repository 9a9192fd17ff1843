from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nature_read_tier import NatureReadTier
from typing import cast

if TYPE_CHECKING:
  from ..models.asset_source import AssetSource
  from ..models.factor import Factor
  from ..models.meta import Meta





T = TypeVar("T", bound="NatureRead")



@_attrs_define
class NatureRead:
    """ 
        Attributes:
            area_ha (float | None):
            as_of (str): When the asset table was compiled
            biome (None | str):
            country (None | str):
            disclaimer (str):
            factors (list[Factor]):
            id (str):
            kind (str): energy, water or nature
            meta (Meta):
            name (str):
            nature_class (str): area (ranked) or scheme (not ranked)
            of (int):
            rank (int | None): Among areas; null for a scheme
            rating (float):
            source (AssetSource):
            tier (NatureReadTier):
     """

    area_ha: float | None
    as_of: str
    biome: None | str
    country: None | str
    disclaimer: str
    factors: list[Factor]
    id: str
    kind: str
    meta: Meta
    name: str
    nature_class: str
    of: int
    rank: int | None
    rating: float
    source: AssetSource
    tier: NatureReadTier





    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        area_ha: float | None
        area_ha = self.area_ha

        as_of = self.as_of

        biome: None | str
        biome = self.biome

        country: None | str
        country = self.country

        disclaimer = self.disclaimer

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        id = self.id

        kind = self.kind

        meta = self.meta.to_dict()

        name = self.name

        nature_class = self.nature_class

        of = self.of

        rank: int | None
        rank = self.rank

        rating = self.rating

        source = self.source.to_dict()

        tier = self.tier.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_ha": area_ha,
            "as_of": as_of,
            "biome": biome,
            "country": country,
            "disclaimer": disclaimer,
            "factors": factors,
            "id": id,
            "kind": kind,
            "meta": meta,
            "name": name,
            "nature_class": nature_class,
            "of": of,
            "rank": rank,
            "rating": rating,
            "source": source,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        def _parse_area_ha(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        area_ha = _parse_area_ha(d.pop("area_ha"))


        as_of = d.pop("as_of")

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


        disclaimer = d.pop("disclaimer")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        id = d.pop("id")

        kind = d.pop("kind")

        meta = Meta.from_dict(d.pop("meta"))




        name = d.pop("name")

        nature_class = d.pop("nature_class")

        of = d.pop("of")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        rating = d.pop("rating")

        source = AssetSource.from_dict(d.pop("source"))




        tier = NatureReadTier(d.pop("tier"))




        nature_read = cls(
            area_ha=area_ha,
            as_of=as_of,
            biome=biome,
            country=country,
            disclaimer=disclaimer,
            factors=factors,
            id=id,
            kind=kind,
            meta=meta,
            name=name,
            nature_class=nature_class,
            of=of,
            rank=rank,
            rating=rating,
            source=source,
            tier=tier,
        )

        return nature_read

