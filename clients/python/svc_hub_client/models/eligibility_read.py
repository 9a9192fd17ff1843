from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.eligibility_item import EligibilityItem
  from ..models.eligibility_method import EligibilityMethod
  from ..models.meta import Meta





T = TypeVar("T", bound="EligibilityRead")



@_attrs_define
class EligibilityRead:
    """ 
        Attributes:
            disclaimer (str):
            items (list[EligibilityItem]):
            meta (Meta):
            method (EligibilityMethod):
            missing (list[str]):
     """

    disclaimer: str
    items: list[EligibilityItem]
    meta: Meta
    method: EligibilityMethod
    missing: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.eligibility_item import EligibilityItem # noqa: PLC0415
        from ..models.eligibility_method import EligibilityMethod # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        disclaimer = self.disclaimer

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        meta = self.meta.to_dict()

        method = self.method.to_dict()

        missing = self.missing




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "disclaimer": disclaimer,
            "items": items,
            "meta": meta,
            "method": method,
            "missing": missing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.eligibility_item import EligibilityItem # noqa: PLC0415
        from ..models.eligibility_method import EligibilityMethod # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        disclaimer = d.pop("disclaimer")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = EligibilityItem.from_dict(items_item_data)



            items.append(items_item)


        meta = Meta.from_dict(d.pop("meta"))




        method = EligibilityMethod.from_dict(d.pop("method"))




        missing = cast(list[str], d.pop("missing"))


        eligibility_read = cls(
            disclaimer=disclaimer,
            items=items,
            meta=meta,
            method=method,
            missing=missing,
        )

        return eligibility_read

