from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ListingBody")



@_attrs_define
class ListingBody:
    """ 
        Attributes:
            indicative_price_eur (float): Indicative, non-binding
            label (str):
            reservation_id (str):
            compare_ref_id (str | Unset): A catalogue product to compare with
     """

    indicative_price_eur: float
    label: str
    reservation_id: str
    compare_ref_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        indicative_price_eur = self.indicative_price_eur

        label = self.label

        reservation_id = self.reservation_id

        compare_ref_id = self.compare_ref_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "indicative_price_eur": indicative_price_eur,
            "label": label,
            "reservation_id": reservation_id,
        })
        if compare_ref_id is not UNSET:
            field_dict["compare_ref_id"] = compare_ref_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        indicative_price_eur = d.pop("indicative_price_eur")

        label = d.pop("label")

        reservation_id = d.pop("reservation_id")

        compare_ref_id = d.pop("compare_ref_id", UNSET)

        listing_body = cls(
            indicative_price_eur=indicative_price_eur,
            label=label,
            reservation_id=reservation_id,
            compare_ref_id=compare_ref_id,
        )

        return listing_body

