from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match import Match
  from ..models.meta import Meta
  from ..models.place import Place
  from ..models.span import Span





T = TypeVar("T", bound="OfferRead")



@_attrs_define
class OfferRead:
    """ 
        Attributes:
            capacity_kw (float):
            created_at (str):
            firmness (str):
            generation_source (str):
            generation_source_note (str):
            id (str):  Example: wof_abcdefghijklmnopqrstuvwx.
            label (str):
            meta (Meta):
            mine (bool): Published by this key
            sample (bool): A sample the seed loaded (illustrative, not real capacity); a reservation never matches one
            status (str): open or withdrawn
            window (Span):
            zone (Place):
            free_kw (float | Unset): Capacity not held by confirmed reservations, over the offer's window (in a match: over
                the buyer's window)
            match (Match | Unset):
            match_score (float | Unset):
            withdrawn_at (None | str | Unset):
     """

    capacity_kw: float
    created_at: str
    firmness: str
    generation_source: str
    generation_source_note: str
    id: str
    label: str
    meta: Meta
    mine: bool
    sample: bool
    status: str
    window: Span
    zone: Place
    free_kw: float | Unset = UNSET
    match: Match | Unset = UNSET
    match_score: float | Unset = UNSET
    withdrawn_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match import Match # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        capacity_kw = self.capacity_kw

        created_at = self.created_at

        firmness = self.firmness

        generation_source = self.generation_source

        generation_source_note = self.generation_source_note

        id = self.id

        label = self.label

        meta = self.meta.to_dict()

        mine = self.mine

        sample = self.sample

        status = self.status

        window = self.window.to_dict()

        zone = self.zone.to_dict()

        free_kw = self.free_kw

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()

        match_score = self.match_score

        withdrawn_at: None | str | Unset
        if isinstance(self.withdrawn_at, Unset):
            withdrawn_at = UNSET
        else:
            withdrawn_at = self.withdrawn_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "capacity_kw": capacity_kw,
            "created_at": created_at,
            "firmness": firmness,
            "generation_source": generation_source,
            "generation_source_note": generation_source_note,
            "id": id,
            "label": label,
            "meta": meta,
            "mine": mine,
            "sample": sample,
            "status": status,
            "window": window,
            "zone": zone,
        })
        if free_kw is not UNSET:
            field_dict["free_kw"] = free_kw
        if match is not UNSET:
            field_dict["match"] = match
        if match_score is not UNSET:
            field_dict["match_score"] = match_score
        if withdrawn_at is not UNSET:
            field_dict["withdrawn_at"] = withdrawn_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match import Match # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        d = dict(src_dict)
        capacity_kw = d.pop("capacity_kw")

        created_at = d.pop("created_at")

        firmness = d.pop("firmness")

        generation_source = d.pop("generation_source")

        generation_source_note = d.pop("generation_source_note")

        id = d.pop("id")

        label = d.pop("label")

        meta = Meta.from_dict(d.pop("meta"))




        mine = d.pop("mine")

        sample = d.pop("sample")

        status = d.pop("status")

        window = Span.from_dict(d.pop("window"))




        zone = Place.from_dict(d.pop("zone"))




        free_kw = d.pop("free_kw", UNSET)

        _match = d.pop("match", UNSET)
        match: Match | Unset
        if isinstance(_match,  Unset):
            match = UNSET
        else:
            match = Match.from_dict(_match)




        match_score = d.pop("match_score", UNSET)

        def _parse_withdrawn_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        withdrawn_at = _parse_withdrawn_at(d.pop("withdrawn_at", UNSET))


        offer_read = cls(
            capacity_kw=capacity_kw,
            created_at=created_at,
            firmness=firmness,
            generation_source=generation_source,
            generation_source_note=generation_source_note,
            id=id,
            label=label,
            meta=meta,
            mine=mine,
            sample=sample,
            status=status,
            window=window,
            zone=zone,
            free_kw=free_kw,
            match=match,
            match_score=match_score,
            withdrawn_at=withdrawn_at,
        )

        return offer_read

