from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compare_request_category import CompareRequestCategory
from ..models.compare_request_risk_tier import CompareRequestRiskTier
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CompareRequest")



@_attrs_define
class CompareRequest:
    """ 2-4 distinct products by id (order kept), or without product_ids the top 2-4 (limit) of a filter (category,
    yield_min, risk_tier, jurisdiction) by APY.

        Attributes:
            category (CompareRequestCategory | Unset):
            jurisdiction (str | Unset):
            limit (int | Unset):  Default: 4.
            product_ids (list[str] | Unset): 2-4 distinct catalogue ids, order kept; or omit and filter
            risk_tier (CompareRequestRiskTier | Unset):
            yield_min (float | Unset):
     """

    category: CompareRequestCategory | Unset = UNSET
    jurisdiction: str | Unset = UNSET
    limit: int | Unset = 4
    product_ids: list[str] | Unset = UNSET
    risk_tier: CompareRequestRiskTier | Unset = UNSET
    yield_min: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        category: str | Unset = UNSET
        if not isinstance(self.category, Unset):
            category = self.category.value


        jurisdiction = self.jurisdiction

        limit = self.limit

        product_ids: list[str] | Unset = UNSET
        if not isinstance(self.product_ids, Unset):
            product_ids = self.product_ids



        risk_tier: str | Unset = UNSET
        if not isinstance(self.risk_tier, Unset):
            risk_tier = self.risk_tier.value


        yield_min = self.yield_min


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if category is not UNSET:
            field_dict["category"] = category
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if limit is not UNSET:
            field_dict["limit"] = limit
        if product_ids is not UNSET:
            field_dict["product_ids"] = product_ids
        if risk_tier is not UNSET:
            field_dict["risk_tier"] = risk_tier
        if yield_min is not UNSET:
            field_dict["yield_min"] = yield_min

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _category = d.pop("category", UNSET)
        category: CompareRequestCategory | Unset
        if isinstance(_category,  Unset):
            category = UNSET
        else:
            category = CompareRequestCategory(_category)




        jurisdiction = d.pop("jurisdiction", UNSET)

        limit = d.pop("limit", UNSET)

        product_ids = cast(list[str], d.pop("product_ids", UNSET))


        _risk_tier = d.pop("risk_tier", UNSET)
        risk_tier: CompareRequestRiskTier | Unset
        if isinstance(_risk_tier,  Unset):
            risk_tier = UNSET
        else:
            risk_tier = CompareRequestRiskTier(_risk_tier)




        yield_min = d.pop("yield_min", UNSET)

        compare_request = cls(
            category=category,
            jurisdiction=jurisdiction,
            limit=limit,
            product_ids=product_ids,
            risk_tier=risk_tier,
            yield_min=yield_min,
        )


        compare_request.additional_properties = d
        return compare_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
