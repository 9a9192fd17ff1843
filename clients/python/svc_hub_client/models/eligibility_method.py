from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.eligibility_weights import EligibilityWeights
  from ..models.eligibility_weights_with_green import EligibilityWeightsWithGreen





T = TypeVar("T", bound="EligibilityMethod")



@_attrs_define
class EligibilityMethod:
    """ 
        Attributes:
            green (str):
            weights (EligibilityWeights):
            weights_with_green (EligibilityWeightsWithGreen):
     """

    green: str
    weights: EligibilityWeights
    weights_with_green: EligibilityWeightsWithGreen





    def to_dict(self) -> dict[str, Any]:
        from ..models.eligibility_weights import EligibilityWeights # noqa: PLC0415
        from ..models.eligibility_weights_with_green import EligibilityWeightsWithGreen # noqa: PLC0415
        green = self.green

        weights = self.weights.to_dict()

        weights_with_green = self.weights_with_green.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "green": green,
            "weights": weights,
            "weights_with_green": weights_with_green,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.eligibility_weights import EligibilityWeights # noqa: PLC0415
        from ..models.eligibility_weights_with_green import EligibilityWeightsWithGreen # noqa: PLC0415
        d = dict(src_dict)
        green = d.pop("green")

        weights = EligibilityWeights.from_dict(d.pop("weights"))




        weights_with_green = EligibilityWeightsWithGreen.from_dict(d.pop("weights_with_green"))




        eligibility_method = cls(
            green=green,
            weights=weights,
            weights_with_green=weights_with_green,
        )

        return eligibility_method

