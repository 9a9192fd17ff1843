from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.factor import Factor





T = TypeVar("T", bound="H2OScore")



@_attrs_define
class H2OScore:
    """ 
        Attributes:
            asset_class (str):
            factors (list[Factor]):
            passport_required (bool): True for free text and for assets whose passport facts are not all stated
            passport_unlock_url (str):
            preview_id (str): h2o_ + 16 hex: the same input, the same id
            rating (float):
            tier (str):
     """

    asset_class: str
    factors: list[Factor]
    passport_required: bool
    passport_unlock_url: str
    preview_id: str
    rating: float
    tier: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.factor import Factor # noqa: PLC0415
        asset_class = self.asset_class

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        passport_required = self.passport_required

        passport_unlock_url = self.passport_unlock_url

        preview_id = self.preview_id

        rating = self.rating

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asset_class": asset_class,
            "factors": factors,
            "passport_required": passport_required,
            "passport_unlock_url": passport_unlock_url,
            "preview_id": preview_id,
            "rating": rating,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.factor import Factor # noqa: PLC0415
        d = dict(src_dict)
        asset_class = d.pop("asset_class")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        passport_required = d.pop("passport_required")

        passport_unlock_url = d.pop("passport_unlock_url")

        preview_id = d.pop("preview_id")

        rating = d.pop("rating")

        tier = d.pop("tier")

        h2o_score = cls(
            asset_class=asset_class,
            factors=factors,
            passport_required=passport_required,
            passport_unlock_url=passport_unlock_url,
            preview_id=preview_id,
            rating=rating,
            tier=tier,
        )

        return h2o_score

