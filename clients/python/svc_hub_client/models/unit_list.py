from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.unit_fields import UnitFields





T = TypeVar("T", bound="UnitList")



@_attrs_define
class UnitList:
    """ 
        Attributes:
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            total (int):
            units (list[UnitFields]):
     """

    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    total: int
    units: list[UnitFields]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_fields import UnitFields # noqa: PLC0415
        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        total = self.total

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "total": total,
            "units": units,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_fields import UnitFields # noqa: PLC0415
        d = dict(src_dict)
        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        offset = d.pop("offset")

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))


        total = d.pop("total")

        units = []
        _units = d.pop("units")
        for units_item_data in (_units):
            units_item = UnitFields.from_dict(units_item_data)



            units.append(units_item)


        unit_list = cls(
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            total=total,
            units=units,
        )

        return unit_list

