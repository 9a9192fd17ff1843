from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.history_point import HistoryPoint
  from ..models.meta import Meta





T = TypeVar("T", bound="HistoryRead")



@_attrs_define
class HistoryRead:
    """ 
        Attributes:
            basis (str):
            disclaimer (str):
            id (str):
            kind (str):
            meta (Meta):
            months (int):
            name (str):
            points (list[HistoryPoint]):
     """

    basis: str
    disclaimer: str
    id: str
    kind: str
    meta: Meta
    months: int
    name: str
    points: list[HistoryPoint]





    def to_dict(self) -> dict[str, Any]:
        from ..models.history_point import HistoryPoint # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        basis = self.basis

        disclaimer = self.disclaimer

        id = self.id

        kind = self.kind

        meta = self.meta.to_dict()

        months = self.months

        name = self.name

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basis": basis,
            "disclaimer": disclaimer,
            "id": id,
            "kind": kind,
            "meta": meta,
            "months": months,
            "name": name,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_point import HistoryPoint # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        basis = d.pop("basis")

        disclaimer = d.pop("disclaimer")

        id = d.pop("id")

        kind = d.pop("kind")

        meta = Meta.from_dict(d.pop("meta"))




        months = d.pop("months")

        name = d.pop("name")

        points = []
        _points = d.pop("points")
        for points_item_data in (_points):
            points_item = HistoryPoint.from_dict(points_item_data)



            points.append(points_item)


        history_read = cls(
            basis=basis,
            disclaimer=disclaimer,
            id=id,
            kind=kind,
            meta=meta,
            months=months,
            name=name,
            points=points,
        )

        return history_read

