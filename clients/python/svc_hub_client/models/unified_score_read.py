from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.unified_score_read_kind import UnifiedScoreReadKind
from typing import cast

if TYPE_CHECKING:
  from ..models.flag import Flag
  from ..models.linked_project import LinkedProject
  from ..models.meta import Meta
  from ..models.model_factor import ModelFactor
  from ..models.unified_score_read_links import UnifiedScoreReadLinks
  from ..models.unified_score_read_watt_type_0_type_0 import UnifiedScoreReadWattType0Type0
  from ..models.unified_score_read_weights import UnifiedScoreReadWeights
  from ..models.watt_summary import WattSummary





T = TypeVar("T", bound="UnifiedScoreRead")



@_attrs_define
class UnifiedScoreRead:
    """ 
        Attributes:
            as_of (str):
            basis (str):
            composite (float | None): Weighted mean of the models that apply (weights)
            country (None | str):
            cqs (float | None):
            disclaimer (str):
            factors (list[ModelFactor]):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            id (str):
            kind (UnifiedScoreReadKind):
            linked_projects (list[LinkedProject]):
            links (UnifiedScoreReadLinks):
            meta (Meta):
            name (str):
            of (int):
            of_kind (int):
            rank (int | None): In the whole green index
            rank_in_kind (int | None): Among its own kind
            tier (None | str): high, good, fair or low by the number; flagged under a red flag
            watt (None | UnifiedScoreReadWattType0Type0 | WattSummary):
            weights (UnifiedScoreReadWeights):
     """

    as_of: str
    basis: str
    composite: float | None
    country: None | str
    cqs: float | None
    disclaimer: str
    factors: list[ModelFactor]
    flagged: bool
    flags: list[Flag]
    id: str
    kind: UnifiedScoreReadKind
    linked_projects: list[LinkedProject]
    links: UnifiedScoreReadLinks
    meta: Meta
    name: str
    of: int
    of_kind: int
    rank: int | None
    rank_in_kind: int | None
    tier: None | str
    watt: None | UnifiedScoreReadWattType0Type0 | WattSummary
    weights: UnifiedScoreReadWeights





    def to_dict(self) -> dict[str, Any]:
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.linked_project import LinkedProject # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.model_factor import ModelFactor # noqa: PLC0415
        from ..models.unified_score_read_links import UnifiedScoreReadLinks # noqa: PLC0415
        from ..models.unified_score_read_watt_type_0_type_0 import UnifiedScoreReadWattType0Type0 # noqa: PLC0415
        from ..models.unified_score_read_weights import UnifiedScoreReadWeights # noqa: PLC0415
        from ..models.watt_summary import WattSummary # noqa: PLC0415
        as_of = self.as_of

        basis = self.basis

        composite: float | None
        composite = self.composite

        country: None | str
        country = self.country

        cqs: float | None
        cqs = self.cqs

        disclaimer = self.disclaimer

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        id = self.id

        kind = self.kind.value

        linked_projects = []
        for linked_projects_item_data in self.linked_projects:
            linked_projects_item = linked_projects_item_data.to_dict()
            linked_projects.append(linked_projects_item)



        links = self.links.to_dict()

        meta = self.meta.to_dict()

        name = self.name

        of = self.of

        of_kind = self.of_kind

        rank: int | None
        rank = self.rank

        rank_in_kind: int | None
        rank_in_kind = self.rank_in_kind

        tier: None | str
        tier = self.tier

        watt: dict[str, Any] | None
        if isinstance(self.watt, UnifiedScoreReadWattType0Type0):
            watt = self.watt.to_dict()
        elif isinstance(self.watt, WattSummary):
            watt = self.watt.to_dict()
        else:
            watt = self.watt

        weights = self.weights.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "basis": basis,
            "composite": composite,
            "country": country,
            "cqs": cqs,
            "disclaimer": disclaimer,
            "factors": factors,
            "flagged": flagged,
            "flags": flags,
            "id": id,
            "kind": kind,
            "linked_projects": linked_projects,
            "links": links,
            "meta": meta,
            "name": name,
            "of": of,
            "of_kind": of_kind,
            "rank": rank,
            "rank_in_kind": rank_in_kind,
            "tier": tier,
            "watt": watt,
            "weights": weights,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.linked_project import LinkedProject # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.model_factor import ModelFactor # noqa: PLC0415
        from ..models.unified_score_read_links import UnifiedScoreReadLinks # noqa: PLC0415
        from ..models.unified_score_read_watt_type_0_type_0 import UnifiedScoreReadWattType0Type0 # noqa: PLC0415
        from ..models.unified_score_read_weights import UnifiedScoreReadWeights # noqa: PLC0415
        from ..models.watt_summary import WattSummary # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        basis = d.pop("basis")

        def _parse_composite(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        composite = _parse_composite(d.pop("composite"))


        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        def _parse_cqs(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cqs = _parse_cqs(d.pop("cqs"))


        disclaimer = d.pop("disclaimer")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = ModelFactor.from_dict(factors_item_data)



            factors.append(factors_item)


        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        id = d.pop("id")

        kind = UnifiedScoreReadKind(d.pop("kind"))




        linked_projects = []
        _linked_projects = d.pop("linked_projects")
        for linked_projects_item_data in (_linked_projects):
            linked_projects_item = LinkedProject.from_dict(linked_projects_item_data)



            linked_projects.append(linked_projects_item)


        links = UnifiedScoreReadLinks.from_dict(d.pop("links"))




        meta = Meta.from_dict(d.pop("meta"))




        name = d.pop("name")

        of = d.pop("of")

        of_kind = d.pop("of_kind")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        def _parse_rank_in_kind(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank_in_kind = _parse_rank_in_kind(d.pop("rank_in_kind"))


        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))


        def _parse_watt(data: object) -> None | UnifiedScoreReadWattType0Type0 | WattSummary:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                watt_type_0_type_0 = UnifiedScoreReadWattType0Type0.from_dict(data)



                return watt_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                watt_type_1 = WattSummary.from_dict(data)



                return watt_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnifiedScoreReadWattType0Type0 | WattSummary, data)

        watt = _parse_watt(d.pop("watt"))


        weights = UnifiedScoreReadWeights.from_dict(d.pop("weights"))




        unified_score_read = cls(
            as_of=as_of,
            basis=basis,
            composite=composite,
            country=country,
            cqs=cqs,
            disclaimer=disclaimer,
            factors=factors,
            flagged=flagged,
            flags=flags,
            id=id,
            kind=kind,
            linked_projects=linked_projects,
            links=links,
            meta=meta,
            name=name,
            of=of,
            of_kind=of_kind,
            rank=rank,
            rank_in_kind=rank_in_kind,
            tier=tier,
            watt=watt,
            weights=weights,
        )

        return unified_score_read

