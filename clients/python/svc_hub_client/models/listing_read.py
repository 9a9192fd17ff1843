from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.interest_record import InterestRecord
  from ..models.listed_reservation import ListedReservation
  from ..models.meta import Meta





T = TypeVar("T", bound="ListingRead")



@_attrs_define
class ListingRead:
    """ 
        Attributes:
            binding (bool): Always false: a signal, not an order
            created_at (str):
            id (str):  Example: wls_abcdefghijklmnopqrstuvwx.
            indicative_price_eur (float):
            interest_count (int):
            label (str):
            meta (Meta):
            mine (bool):
            reservation (ListedReservation):
            reservation_id (str):
            status (str): open or withdrawn
            compare_ref_id (None | str | Unset):
            compare_url (None | str | Unset): The screener with compare_ref_id in the selection (/?picked=<compare_ref_id>),
                ready to compare with others
            interests (list[InterestRecord] | Unset): The owner's eyes only
            withdrawn_at (None | str | Unset):
     """

    binding: bool
    created_at: str
    id: str
    indicative_price_eur: float
    interest_count: int
    label: str
    meta: Meta
    mine: bool
    reservation: ListedReservation
    reservation_id: str
    status: str
    compare_ref_id: None | str | Unset = UNSET
    compare_url: None | str | Unset = UNSET
    interests: list[InterestRecord] | Unset = UNSET
    withdrawn_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.interest_record import InterestRecord # noqa: PLC0415
        from ..models.listed_reservation import ListedReservation # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        binding = self.binding

        created_at = self.created_at

        id = self.id

        indicative_price_eur = self.indicative_price_eur

        interest_count = self.interest_count

        label = self.label

        meta = self.meta.to_dict()

        mine = self.mine

        reservation = self.reservation.to_dict()

        reservation_id = self.reservation_id

        status = self.status

        compare_ref_id: None | str | Unset
        if isinstance(self.compare_ref_id, Unset):
            compare_ref_id = UNSET
        else:
            compare_ref_id = self.compare_ref_id

        compare_url: None | str | Unset
        if isinstance(self.compare_url, Unset):
            compare_url = UNSET
        else:
            compare_url = self.compare_url

        interests: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.interests, Unset):
            interests = []
            for interests_item_data in self.interests:
                interests_item = interests_item_data.to_dict()
                interests.append(interests_item)



        withdrawn_at: None | str | Unset
        if isinstance(self.withdrawn_at, Unset):
            withdrawn_at = UNSET
        else:
            withdrawn_at = self.withdrawn_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "binding": binding,
            "created_at": created_at,
            "id": id,
            "indicative_price_eur": indicative_price_eur,
            "interest_count": interest_count,
            "label": label,
            "meta": meta,
            "mine": mine,
            "reservation": reservation,
            "reservation_id": reservation_id,
            "status": status,
        })
        if compare_ref_id is not UNSET:
            field_dict["compare_ref_id"] = compare_ref_id
        if compare_url is not UNSET:
            field_dict["compare_url"] = compare_url
        if interests is not UNSET:
            field_dict["interests"] = interests
        if withdrawn_at is not UNSET:
            field_dict["withdrawn_at"] = withdrawn_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.interest_record import InterestRecord # noqa: PLC0415
        from ..models.listed_reservation import ListedReservation # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        binding = d.pop("binding")

        created_at = d.pop("created_at")

        id = d.pop("id")

        indicative_price_eur = d.pop("indicative_price_eur")

        interest_count = d.pop("interest_count")

        label = d.pop("label")

        meta = Meta.from_dict(d.pop("meta"))




        mine = d.pop("mine")

        reservation = ListedReservation.from_dict(d.pop("reservation"))




        reservation_id = d.pop("reservation_id")

        status = d.pop("status")

        def _parse_compare_ref_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        compare_ref_id = _parse_compare_ref_id(d.pop("compare_ref_id", UNSET))


        def _parse_compare_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        compare_url = _parse_compare_url(d.pop("compare_url", UNSET))


        _interests = d.pop("interests", UNSET)
        interests: list[InterestRecord] | Unset = UNSET
        if _interests is not UNSET:
            interests = []
            for interests_item_data in _interests:
                interests_item = InterestRecord.from_dict(interests_item_data)



                interests.append(interests_item)


        def _parse_withdrawn_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        withdrawn_at = _parse_withdrawn_at(d.pop("withdrawn_at", UNSET))


        listing_read = cls(
            binding=binding,
            created_at=created_at,
            id=id,
            indicative_price_eur=indicative_price_eur,
            interest_count=interest_count,
            label=label,
            meta=meta,
            mine=mine,
            reservation=reservation,
            reservation_id=reservation_id,
            status=status,
            compare_ref_id=compare_ref_id,
            compare_url=compare_url,
            interests=interests,
            withdrawn_at=withdrawn_at,
        )

        return listing_read

