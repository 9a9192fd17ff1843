from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.partner import Partner





T = TypeVar("T", bound="PartnerCatalogue")



@_attrs_define
class PartnerCatalogue:
    """ 
        Attributes:
            note (str):
            partners (list[Partner]):
     """

    note: str
    partners: list[Partner]





    def to_dict(self) -> dict[str, Any]:
        from ..models.partner import Partner # noqa: PLC0415
        note = self.note

        partners = []
        for partners_item_data in self.partners:
            partners_item = partners_item_data.to_dict()
            partners.append(partners_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "note": note,
            "partners": partners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.partner import Partner # noqa: PLC0415
        d = dict(src_dict)
        note = d.pop("note")

        partners = []
        _partners = d.pop("partners")
        for partners_item_data in (_partners):
            partners_item = Partner.from_dict(partners_item_data)



            partners.append(partners_item)


        partner_catalogue = cls(
            note=note,
            partners=partners,
        )

        return partner_catalogue

