from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flow_attributes_asset_class_hint import FlowAttributesAssetClassHint
from ..models.flow_attributes_generation_source import FlowAttributesGenerationSource
from ..models.flow_attributes_renewable_claim import FlowAttributesRenewableClaim
from ..models.flow_attributes_use import FlowAttributesUse
from ..types import UNSET, Unset






T = TypeVar("T", bound="FlowAttributes")



@_attrs_define
class FlowAttributes:
    """ 
        Attributes:
            asset_class_hint (FlowAttributesAssetClassHint | Unset):
            asset_id (str | Unset): A hub energy or water asset this unit comes from: its score enriches the unit
            generation_source (FlowAttributesGenerationSource | Unset):
            renewable_claim (FlowAttributesRenewableClaim | Unset): What the operator claims: go (a guarantee of origin),
                rego, i_rec, rec or none; stated, not checked
            reservation_id (str | Unset):
            use (FlowAttributesUse | Unset):
     """

    asset_class_hint: FlowAttributesAssetClassHint | Unset = UNSET
    asset_id: str | Unset = UNSET
    generation_source: FlowAttributesGenerationSource | Unset = UNSET
    renewable_claim: FlowAttributesRenewableClaim | Unset = UNSET
    reservation_id: str | Unset = UNSET
    use: FlowAttributesUse | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_class_hint: str | Unset = UNSET
        if not isinstance(self.asset_class_hint, Unset):
            asset_class_hint = self.asset_class_hint.value


        asset_id = self.asset_id

        generation_source: str | Unset = UNSET
        if not isinstance(self.generation_source, Unset):
            generation_source = self.generation_source.value


        renewable_claim: str | Unset = UNSET
        if not isinstance(self.renewable_claim, Unset):
            renewable_claim = self.renewable_claim.value


        reservation_id = self.reservation_id

        use: str | Unset = UNSET
        if not isinstance(self.use, Unset):
            use = self.use.value



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
        _asset_class_hint = d.pop("asset_class_hint", UNSET)
        asset_class_hint: FlowAttributesAssetClassHint | Unset
        if isinstance(_asset_class_hint,  Unset):
            asset_class_hint = UNSET
        else:
            asset_class_hint = FlowAttributesAssetClassHint(_asset_class_hint)




        asset_id = d.pop("asset_id", UNSET)

        _generation_source = d.pop("generation_source", UNSET)
        generation_source: FlowAttributesGenerationSource | Unset
        if isinstance(_generation_source,  Unset):
            generation_source = UNSET
        else:
            generation_source = FlowAttributesGenerationSource(_generation_source)




        _renewable_claim = d.pop("renewable_claim", UNSET)
        renewable_claim: FlowAttributesRenewableClaim | Unset
        if isinstance(_renewable_claim,  Unset):
            renewable_claim = UNSET
        else:
            renewable_claim = FlowAttributesRenewableClaim(_renewable_claim)




        reservation_id = d.pop("reservation_id", UNSET)

        _use = d.pop("use", UNSET)
        use: FlowAttributesUse | Unset
        if isinstance(_use,  Unset):
            use = UNSET
        else:
            use = FlowAttributesUse(_use)




        flow_attributes = cls(
            asset_class_hint=asset_class_hint,
            asset_id=asset_id,
            generation_source=generation_source,
            renewable_claim=renewable_claim,
            reservation_id=reservation_id,
            use=use,
        )

        return flow_attributes

