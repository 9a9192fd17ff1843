from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.asset_source import AssetSource
  from ..models.h2o_score import H2OScore
  from ..models.meta import Meta





T = TypeVar("T", bound="H2ORead")



@_attrs_define
class H2ORead:
    """ 
        Attributes:
            as_of (str): When the asset table was compiled
            basin (None | str):
            country (None | str):
            disclaimer (str):
            h2o_score (H2OScore):
            id (str):
            kind (str): energy, water or nature
            meta (Meta):
            name (str):
            source (AssetSource):
            use (None | str):
            volume_m3_per_year (float | None):
     """

    as_of: str
    basin: None | str
    country: None | str
    disclaimer: str
    h2o_score: H2OScore
    id: str
    kind: str
    meta: Meta
    name: str
    source: AssetSource
    use: None | str
    volume_m3_per_year: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        as_of = self.as_of

        basin: None | str
        basin = self.basin

        country: None | str
        country = self.country

        disclaimer = self.disclaimer

        h2o_score = self.h2o_score.to_dict()

        id = self.id

        kind = self.kind

        meta = self.meta.to_dict()

        name = self.name

        source = self.source.to_dict()

        use: None | str
        use = self.use

        volume_m3_per_year: float | None
        volume_m3_per_year = self.volume_m3_per_year


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "basin": basin,
            "country": country,
            "disclaimer": disclaimer,
            "h2o_score": h2o_score,
            "id": id,
            "kind": kind,
            "meta": meta,
            "name": name,
            "source": source,
            "use": use,
            "volume_m3_per_year": volume_m3_per_year,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        def _parse_basin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        basin = _parse_basin(d.pop("basin"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        disclaimer = d.pop("disclaimer")

        h2o_score = H2OScore.from_dict(d.pop("h2o_score"))




        id = d.pop("id")

        kind = d.pop("kind")

        meta = Meta.from_dict(d.pop("meta"))




        name = d.pop("name")

        source = AssetSource.from_dict(d.pop("source"))




        def _parse_use(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        use = _parse_use(d.pop("use"))


        def _parse_volume_m3_per_year(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        volume_m3_per_year = _parse_volume_m3_per_year(d.pop("volume_m3_per_year"))


        h2o_read = cls(
            as_of=as_of,
            basin=basin,
            country=country,
            disclaimer=disclaimer,
            h2o_score=h2o_score,
            id=id,
            kind=kind,
            meta=meta,
            name=name,
            source=source,
            use=use,
            volume_m3_per_year=volume_m3_per_year,
        )

        return h2o_read

