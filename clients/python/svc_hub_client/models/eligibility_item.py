from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.eligibility_access import EligibilityAccess
  from ..models.eligibility_green import EligibilityGreen
  from ..models.eligibility_jurisdiction import EligibilityJurisdiction
  from ..models.eligibility_mica import EligibilityMica





T = TypeVar("T", bound="EligibilityItem")



@_attrs_define
class EligibilityItem:
    """ 
        Attributes:
            access (EligibilityAccess):
            composite (int):
            green (EligibilityGreen):
            jurisdiction (EligibilityJurisdiction):
            mica (EligibilityMica):
            name (str):
            product_id (str):
     """

    access: EligibilityAccess
    composite: int
    green: EligibilityGreen
    jurisdiction: EligibilityJurisdiction
    mica: EligibilityMica
    name: str
    product_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.eligibility_access import EligibilityAccess # noqa: PLC0415
        from ..models.eligibility_green import EligibilityGreen # noqa: PLC0415
        from ..models.eligibility_jurisdiction import EligibilityJurisdiction # noqa: PLC0415
        from ..models.eligibility_mica import EligibilityMica # noqa: PLC0415
        access = self.access.to_dict()

        composite = self.composite

        green = self.green.to_dict()

        jurisdiction = self.jurisdiction.to_dict()

        mica = self.mica.to_dict()

        name = self.name

        product_id = self.product_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "access": access,
            "composite": composite,
            "green": green,
            "jurisdiction": jurisdiction,
            "mica": mica,
            "name": name,
            "product_id": product_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.eligibility_access import EligibilityAccess # noqa: PLC0415
        from ..models.eligibility_green import EligibilityGreen # noqa: PLC0415
        from ..models.eligibility_jurisdiction import EligibilityJurisdiction # noqa: PLC0415
        from ..models.eligibility_mica import EligibilityMica # noqa: PLC0415
        d = dict(src_dict)
        access = EligibilityAccess.from_dict(d.pop("access"))




        composite = d.pop("composite")

        green = EligibilityGreen.from_dict(d.pop("green"))




        jurisdiction = EligibilityJurisdiction.from_dict(d.pop("jurisdiction"))




        mica = EligibilityMica.from_dict(d.pop("mica"))




        name = d.pop("name")

        product_id = d.pop("product_id")

        eligibility_item = cls(
            access=access,
            composite=composite,
            green=green,
            jurisdiction=jurisdiction,
            mica=mica,
            name=name,
            product_id=product_id,
        )

        return eligibility_item

