from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EligibilityRequest")



@_attrs_define
class EligibilityRequest:
    """ 
        Attributes:
            product_ids (list[str]): 1-4 distinct catalogue ids
     """

    product_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        product_ids = self.product_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "product_ids": product_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        product_ids = cast(list[str], d.pop("product_ids"))


        eligibility_request = cls(
            product_ids=product_ids,
        )

        return eligibility_request

