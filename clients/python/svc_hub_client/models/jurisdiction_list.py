from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.jurisdiction_read import JurisdictionRead
  from ..models.meta import Meta





T = TypeVar("T", bound="JurisdictionList")



@_attrs_define
class JurisdictionList:
    """ 
        Attributes:
            as_of (str):
            jurisdictions (list[JurisdictionRead]):
            meta (Meta):
            total (int):
     """

    as_of: str
    jurisdictions: list[JurisdictionRead]
    meta: Meta
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.jurisdiction_read import JurisdictionRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        as_of = self.as_of

        jurisdictions = []
        for jurisdictions_item_data in self.jurisdictions:
            jurisdictions_item = jurisdictions_item_data.to_dict()
            jurisdictions.append(jurisdictions_item)



        meta = self.meta.to_dict()

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "jurisdictions": jurisdictions,
            "meta": meta,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jurisdiction_read import JurisdictionRead # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        jurisdictions = []
        _jurisdictions = d.pop("jurisdictions")
        for jurisdictions_item_data in (_jurisdictions):
            jurisdictions_item = JurisdictionRead.from_dict(jurisdictions_item_data)



            jurisdictions.append(jurisdictions_item)


        meta = Meta.from_dict(d.pop("meta"))




        total = d.pop("total")

        jurisdiction_list = cls(
            as_of=as_of,
            jurisdictions=jurisdictions,
            meta=meta,
            total=total,
        )

        return jurisdiction_list

