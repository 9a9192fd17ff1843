from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nature_score_tier import NatureScoreTier
from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor





T = TypeVar("T", bound="NatureScore")



@_attrs_define
class NatureScore:
    """ 
        Attributes:
            factors (list[Factor]):
            nature_class (str): area (ranked) or scheme (not ranked)
            rating (float):
            tier (NatureScoreTier):
     """

    factors: list[Factor]
    nature_class: str
    rating: float
    tier: NatureScoreTier





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        nature_class = self.nature_class

        rating = self.rating

        tier = self.tier.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "factors": factors,
            "nature_class": nature_class,
            "rating": rating,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        d = dict(src_dict)
        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        nature_class = d.pop("nature_class")

        rating = d.pop("rating")

        tier = NatureScoreTier(d.pop("tier"))




        nature_score = cls(
            factors=factors,
            nature_class=nature_class,
            rating=rating,
            tier=tier,
        )

        return nature_score

