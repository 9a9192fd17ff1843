from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SnapshotGap")



@_attrs_define
class SnapshotGap:
    """ 
        Attributes:
            action (str):
            dimension (str):
            item (str):
            points_lost (int):
            score_impact (float):
     """

    action: str
    dimension: str
    item: str
    points_lost: int
    score_impact: float





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        dimension = self.dimension

        item = self.item

        points_lost = self.points_lost

        score_impact = self.score_impact


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "dimension": dimension,
            "item": item,
            "points_lost": points_lost,
            "score_impact": score_impact,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        dimension = d.pop("dimension")

        item = d.pop("item")

        points_lost = d.pop("points_lost")

        score_impact = d.pop("score_impact")

        snapshot_gap = cls(
            action=action,
            dimension=dimension,
            item=item,
            points_lost=points_lost,
            score_impact=score_impact,
        )

        return snapshot_gap

