from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RecordAttributes")



@_attrs_define
class RecordAttributes:
    """ 
        Attributes:
            asset_class_hint (str | Unset):
            asset_id (str | Unset):
            generation_source (str | Unset):
            renewable_claim (str | Unset):
            reservation_id (str | Unset):
            use (str | Unset):
     """

    asset_class_hint: str | Unset = UNSET
    asset_id: str | Unset = UNSET
    generation_source: str | Unset = UNSET
    renewable_claim: str | Unset = UNSET
    reservation_id: str | Unset = UNSET
    use: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_class_hint = self.asset_class_hint

        asset_id = self.asset_id

        generation_source = self.generation_source

        renewable_claim = self.renewable_claim

        reservation_id = self.reservation_id

        use = self.use


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asset_class_hint is not UNSET:
            field_dict["asset_class_hint"] = asset_class_hint
        if asset_id is not UNSET:
            field_dict["asset_id"] = asset_id
        if generation_source is not UNSET:
            field_dict["generation_source"] = generation_source
        if renewable_claim is not UNSET:
            field_dict["renewable_claim"] = renewable_claim
        if reservation_id is not UNSET:
            field_dict["reservation_id"] = reservation_id
        if use is not UNSET:
            field_dict["use"] = use

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_class_hint = d.pop("asset_class_hint", UNSET)

        asset_id = d.pop("asset_id", UNSET)

        generation_source = d.pop("generation_source", UNSET)

        renewable_claim = d.pop("renewable_claim", UNSET)

        reservation_id = d.pop("reservation_id", UNSET)

        use = d.pop("use", UNSET)

        record_attributes = cls(
            asset_class_hint=asset_class_hint,
            asset_id=asset_id,
            generation_source=generation_source,
            renewable_claim=renewable_claim,
            reservation_id=reservation_id,
            use=use,
        )

        return record_attributes

