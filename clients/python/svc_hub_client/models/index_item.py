from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.index_item_kind import IndexItemKind
from typing import cast

if TYPE_CHECKING:
  from ..models.flag import Flag





T = TypeVar("T", bound="IndexItem")



@_attrs_define
class IndexItem:
    """ 
        Attributes:
            basis (str):
            composite (float | None): Weighted mean of the models that apply (weights)
            country (None | str):
            cqs (float | None):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            id (str):
            kind (IndexItemKind):
            name (str):
            of (int):
            of_kind (int):
            rank (int | None): In the whole green index
            rank_in_kind (int | None): Among its own kind
            tier (None | str): high, good, fair or low by the number; flagged under a red flag
            watt (float | None):
     """

    basis: str
    composite: float | None
    country: None | str
    cqs: float | None
    flagged: bool
    flags: list[Flag]
    id: str
    kind: IndexItemKind
    name: str
    of: int
    of_kind: int
    rank: int | None
    rank_in_kind: int | None
    tier: None | str
    watt: float | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.flag import Flag # noqa: PLC0415
        basis = self.basis

        composite: float | None
        composite = self.composite

        country: None | str
        country = self.country

        cqs: float | None
        cqs = self.cqs

        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        id = self.id

        kind = self.kind.value

        name = self.name

        of = self.of

        of_kind = self.of_kind

        rank: int | None
        rank = self.rank

        rank_in_kind: int | None
        rank_in_kind = self.rank_in_kind

        tier: None | str
        tier = self.tier

        watt: float | None
        watt = self.watt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basis": basis,
            "composite": composite,
            "country": country,
            "cqs": cqs,
            "flagged": flagged,
            "flags": flags,
            "id": id,
            "kind": kind,
            "name": name,
            "of": of,
            "of_kind": of_kind,
            "rank": rank,
            "rank_in_kind": rank_in_kind,
            "tier": tier,
            "watt": watt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag # noqa: PLC0415
        d = dict(src_dict)
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


        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        id = d.pop("id")

        kind = IndexItemKind(d.pop("kind"))




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


        def _parse_watt(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        watt = _parse_watt(d.pop("watt"))


        index_item = cls(
            basis=basis,
            composite=composite,
            country=country,
            cqs=cqs,
            flagged=flagged,
            flags=flags,
            id=id,
            kind=kind,
            name=name,
            of=of,
            of_kind=of_kind,
            rank=rank,
            rank_in_kind=rank_in_kind,
            tier=tier,
            watt=watt,
        )

        return index_item

