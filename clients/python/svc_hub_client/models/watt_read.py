from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.asset_source import AssetSource
  from ..models.meta import Meta
  from ..models.watt_score import WattScore





T = TypeVar("T", bound="WattRead")



@_attrs_define
class WattRead:
    """ 
        Attributes:
            as_of (str): When the asset table was compiled
            capacity_mw (float | None):
            commissioning_year (int | None):
            country (None | str):
            disclaimer (str):
            id (str):
            kind (str): energy, water or nature
            meta (Meta):
            name (str):
            source (AssetSource):
            source_type (str):
            watt_score (WattScore):
     """

    as_of: str
    capacity_mw: float | None
    commissioning_year: int | None
    country: None | str
    disclaimer: str
    id: str
    kind: str
    meta: Meta
    name: str
    source: AssetSource
    source_type: str
    watt_score: WattScore





    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        as_of = self.as_of

        capacity_mw: float | None
        capacity_mw = self.capacity_mw

        commissioning_year: int | None
        commissioning_year = self.commissioning_year

        country: None | str
        country = self.country

        disclaimer = self.disclaimer

        id = self.id

        kind = self.kind

        meta = self.meta.to_dict()

        name = self.name

        source = self.source.to_dict()

        source_type = self.source_type

        watt_score = self.watt_score.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "capacity_mw": capacity_mw,
            "commissioning_year": commissioning_year,
            "country": country,
            "disclaimer": disclaimer,
            "id": id,
            "kind": kind,
            "meta": meta,
            "name": name,
            "source": source,
            "source_type": source_type,
            "watt_score": watt_score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        def _parse_capacity_mw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        capacity_mw = _parse_capacity_mw(d.pop("capacity_mw"))


        def _parse_commissioning_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        commissioning_year = _parse_commissioning_year(d.pop("commissioning_year"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        disclaimer = d.pop("disclaimer")

        id = d.pop("id")

        kind = d.pop("kind")

        meta = Meta.from_dict(d.pop("meta"))




        name = d.pop("name")

        source = AssetSource.from_dict(d.pop("source"))




        source_type = d.pop("source_type")

        watt_score = WattScore.from_dict(d.pop("watt_score"))




        watt_read = cls(
            as_of=as_of,
            capacity_mw=capacity_mw,
            commissioning_year=commissioning_year,
            country=country,
            disclaimer=disclaimer,
            id=id,
            kind=kind,
            meta=meta,
            name=name,
            source=source,
            source_type=source_type,
            watt_score=watt_score,
        )

        return watt_read

