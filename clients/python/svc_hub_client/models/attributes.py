from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.attributes_generation_source import AttributesGenerationSource
from ..models.attributes_renewable_claim import AttributesRenewableClaim
from ..types import UNSET, Unset






T = TypeVar("T", bound="Attributes")



@_attrs_define
class Attributes:
    """ 
        Attributes:
            asset_id (str | Unset): A hub energy or water asset this unit comes from: its score enriches the unit
            generation_source (AttributesGenerationSource | Unset):
            renewable_claim (AttributesRenewableClaim | Unset): What the operator claims: go (a guarantee of origin), rego,
                i_rec, rec or none; stated, not checked
            reservation_id (str | Unset):
     """

    asset_id: str | Unset = UNSET
    generation_source: AttributesGenerationSource | Unset = UNSET
    renewable_claim: AttributesRenewableClaim | Unset = UNSET
    reservation_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        generation_source: str | Unset = UNSET
        if not isinstance(self.generation_source, Unset):
            generation_source = self.generation_source.value


        renewable_claim: str | Unset = UNSET
        if not isinstance(self.renewable_claim, Unset):
            renewable_claim = self.renewable_claim.value


        reservation_id = self.reservation_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asset_id is not UNSET:
            field_dict["asset_id"] = asset_id
        if generation_source is not UNSET:
            field_dict["generation_source"] = generation_source
        if renewable_claim is not UNSET:
            field_dict["renewable_claim"] = renewable_claim
        if reservation_id is not UNSET:
            field_dict["reservation_id"] = reservation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = d.pop("asset_id", UNSET)

        _generation_source = d.pop("generation_source", UNSET)
        generation_source: AttributesGenerationSource | Unset
        if isinstance(_generation_source,  Unset):
            generation_source = UNSET
        else:
            generation_source = AttributesGenerationSource(_generation_source)




        _renewable_claim = d.pop("renewable_claim", UNSET)
        renewable_claim: AttributesRenewableClaim | Unset
        if isinstance(_renewable_claim,  Unset):
            renewable_claim = UNSET
        else:
            renewable_claim = AttributesRenewableClaim(_renewable_claim)




        reservation_id = d.pop("reservation_id", UNSET)

        attributes = cls(
            asset_id=asset_id,
            generation_source=generation_source,
            renewable_claim=renewable_claim,
            reservation_id=reservation_id,
        )

        return attributes

