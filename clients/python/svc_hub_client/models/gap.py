from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Gap")



@_attrs_define
class Gap:
    """ 
        Attributes:
            action (str):
            dimension (str):
            field (str):
            item (str): The checklist item
            points_lost (int):
            rule (str):
            score_impact (float):
            state (str): missing, partial or not_met
     """

    action: str
    dimension: str
    field: str
    item: str
    points_lost: int
    rule: str
    score_impact: float
    state: str





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        dimension = self.dimension

        field = self.field

        item = self.item

        points_lost = self.points_lost

        rule = self.rule

        score_impact = self.score_impact

        state = self.state


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "dimension": dimension,
            "field": field,
            "item": item,
            "points_lost": points_lost,
            "rule": rule,
            "score_impact": score_impact,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        dimension = d.pop("dimension")

        field = d.pop("field")

        item = d.pop("item")

        points_lost = d.pop("points_lost")

        rule = d.pop("rule")

        score_impact = d.pop("score_impact")

        state = d.pop("state")

        gap = cls(
            action=action,
            dimension=dimension,
            field=field,
            item=item,
            points_lost=points_lost,
            rule=rule,
            score_impact=score_impact,
            state=state,
        )

        return gap

