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
  from ..models.place import Place
  from ..models.span import Span





T = TypeVar("T", bound="ReservationFields")



@_attrs_define
class ReservationFields:
    """ 
        Attributes:
            match (Match):
            match_score (float):
            status (str): pending_confirm, confirmed, settled, cancelled, expired (preview in the demo)
            carbon_intensity_max_gco2_kwh (float | None | Unset): null: no cap
            closed_at (None | str | Unset):
            confirmed_at (None | str | Unset):
            created_at (str | Unset):
            delivery_ref (None | str | Unset):
            energy_kwh (float | Unset):
            energy_kwh_delivered (float | None | Unset):
            firmness (str | Unset):
            generation_source (None | str | Unset):
            id (None | str | Unset):  Example: wrs_abcdefghijklmnopqrstuvwx.
            note (str | Unset):
            offer_id (None | str | Unset):
            reserved_kw (float | None | Unset):
            settled_at (None | str | Unset):
            shortfall_kwh (float | None | Unset):
            unit_id (None | str | Unset):
            window (Span | Unset):
            zone (Place | Unset):
     """

    match: Match
    match_score: float
    status: str
    carbon_intensity_max_gco2_kwh: float | None | Unset = UNSET
    closed_at: None | str | Unset = UNSET
    confirmed_at: None | str | Unset = UNSET
    created_at: str | Unset = UNSET
    delivery_ref: None | str | Unset = UNSET
    energy_kwh: float | Unset = UNSET
    energy_kwh_delivered: float | None | Unset = UNSET
    firmness: str | Unset = UNSET
    generation_source: None | str | Unset = UNSET
    id: None | str | Unset = UNSET
    note: str | Unset = UNSET
    offer_id: None | str | Unset = UNSET
    reserved_kw: float | None | Unset = UNSET
    settled_at: None | str | Unset = UNSET
    shortfall_kwh: float | None | Unset = UNSET
    unit_id: None | str | Unset = UNSET
    window: Span | Unset = UNSET
    zone: Place | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match import Match # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        match = self.match.to_dict()

        match_score = self.match_score

        status = self.status

        carbon_intensity_max_gco2_kwh: float | None | Unset
        if isinstance(self.carbon_intensity_max_gco2_kwh, Unset):
            carbon_intensity_max_gco2_kwh = UNSET
        else:
            carbon_intensity_max_gco2_kwh = self.carbon_intensity_max_gco2_kwh

        closed_at: None | str | Unset
        if isinstance(self.closed_at, Unset):
            closed_at = UNSET
        else:
            closed_at = self.closed_at

        confirmed_at: None | str | Unset
        if isinstance(self.confirmed_at, Unset):
            confirmed_at = UNSET
        else:
            confirmed_at = self.confirmed_at

        created_at = self.created_at

        delivery_ref: None | str | Unset
        if isinstance(self.delivery_ref, Unset):
            delivery_ref = UNSET
        else:
            delivery_ref = self.delivery_ref

        energy_kwh = self.energy_kwh

        energy_kwh_delivered: float | None | Unset
        if isinstance(self.energy_kwh_delivered, Unset):
            energy_kwh_delivered = UNSET
        else:
            energy_kwh_delivered = self.energy_kwh_delivered

        firmness = self.firmness

        generation_source: None | str | Unset
        if isinstance(self.generation_source, Unset):
            generation_source = UNSET
        else:
            generation_source = self.generation_source

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        note = self.note

        offer_id: None | str | Unset
        if isinstance(self.offer_id, Unset):
            offer_id = UNSET
        else:
            offer_id = self.offer_id

        reserved_kw: float | None | Unset
        if isinstance(self.reserved_kw, Unset):
            reserved_kw = UNSET
        else:
            reserved_kw = self.reserved_kw

        settled_at: None | str | Unset
        if isinstance(self.settled_at, Unset):
            settled_at = UNSET
        else:
            settled_at = self.settled_at

        shortfall_kwh: float | None | Unset
        if isinstance(self.shortfall_kwh, Unset):
            shortfall_kwh = UNSET
        else:
            shortfall_kwh = self.shortfall_kwh

        unit_id: None | str | Unset
        if isinstance(self.unit_id, Unset):
            unit_id = UNSET
        else:
            unit_id = self.unit_id

        window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.window, Unset):
            window = self.window.to_dict()

        zone: dict[str, Any] | Unset = UNSET
        if not isinstance(self.zone, Unset):
            zone = self.zone.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "match": match,
            "match_score": match_score,
            "status": status,
        })
        if carbon_intensity_max_gco2_kwh is not UNSET:
            field_dict["carbon_intensity_max_gco2_kwh"] = carbon_intensity_max_gco2_kwh
        if closed_at is not UNSET:
            field_dict["closed_at"] = closed_at
        if confirmed_at is not UNSET:
            field_dict["confirmed_at"] = confirmed_at
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if delivery_ref is not UNSET:
            field_dict["delivery_ref"] = delivery_ref
        if energy_kwh is not UNSET:
            field_dict["energy_kwh"] = energy_kwh
        if energy_kwh_delivered is not UNSET:
            field_dict["energy_kwh_delivered"] = energy_kwh_delivered
        if firmness is not UNSET:
            field_dict["firmness"] = firmness
        if generation_source is not UNSET:
            field_dict["generation_source"] = generation_source
        if id is not UNSET:
            field_dict["id"] = id
        if note is not UNSET:
            field_dict["note"] = note
        if offer_id is not UNSET:
            field_dict["offer_id"] = offer_id
        if reserved_kw is not UNSET:
            field_dict["reserved_kw"] = reserved_kw
        if settled_at is not UNSET:
            field_dict["settled_at"] = settled_at
        if shortfall_kwh is not UNSET:
            field_dict["shortfall_kwh"] = shortfall_kwh
        if unit_id is not UNSET:
            field_dict["unit_id"] = unit_id
        if window is not UNSET:
            field_dict["window"] = window
        if zone is not UNSET:
            field_dict["zone"] = zone

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match import Match # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        d = dict(src_dict)
        match = Match.from_dict(d.pop("match"))




        match_score = d.pop("match_score")

        status = d.pop("status")

        def _parse_carbon_intensity_max_gco2_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        carbon_intensity_max_gco2_kwh = _parse_carbon_intensity_max_gco2_kwh(d.pop("carbon_intensity_max_gco2_kwh", UNSET))


        def _parse_closed_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        closed_at = _parse_closed_at(d.pop("closed_at", UNSET))


        def _parse_confirmed_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        confirmed_at = _parse_confirmed_at(d.pop("confirmed_at", UNSET))


        created_at = d.pop("created_at", UNSET)

        def _parse_delivery_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        delivery_ref = _parse_delivery_ref(d.pop("delivery_ref", UNSET))


        energy_kwh = d.pop("energy_kwh", UNSET)

        def _parse_energy_kwh_delivered(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        energy_kwh_delivered = _parse_energy_kwh_delivered(d.pop("energy_kwh_delivered", UNSET))


        firmness = d.pop("firmness", UNSET)

        def _parse_generation_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        generation_source = _parse_generation_source(d.pop("generation_source", UNSET))


        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        note = d.pop("note", UNSET)

        def _parse_offer_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        offer_id = _parse_offer_id(d.pop("offer_id", UNSET))


        def _parse_reserved_kw(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reserved_kw = _parse_reserved_kw(d.pop("reserved_kw", UNSET))


        def _parse_settled_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        settled_at = _parse_settled_at(d.pop("settled_at", UNSET))


        def _parse_shortfall_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        shortfall_kwh = _parse_shortfall_kwh(d.pop("shortfall_kwh", UNSET))


        def _parse_unit_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_id = _parse_unit_id(d.pop("unit_id", UNSET))


        _window = d.pop("window", UNSET)
        window: Span | Unset
        if isinstance(_window,  Unset):
            window = UNSET
        else:
            window = Span.from_dict(_window)




        _zone = d.pop("zone", UNSET)
        zone: Place | Unset
        if isinstance(_zone,  Unset):
            zone = UNSET
        else:
            zone = Place.from_dict(_zone)




        reservation_fields = cls(
            match=match,
            match_score=match_score,
            status=status,
            carbon_intensity_max_gco2_kwh=carbon_intensity_max_gco2_kwh,
            closed_at=closed_at,
            confirmed_at=confirmed_at,
            created_at=created_at,
            delivery_ref=delivery_ref,
            energy_kwh=energy_kwh,
            energy_kwh_delivered=energy_kwh_delivered,
            firmness=firmness,
            generation_source=generation_source,
            id=id,
            note=note,
            offer_id=offer_id,
            reserved_kw=reserved_kw,
            settled_at=settled_at,
            shortfall_kwh=shortfall_kwh,
            unit_id=unit_id,
            window=window,
            zone=zone,
        )

        return reservation_fields

