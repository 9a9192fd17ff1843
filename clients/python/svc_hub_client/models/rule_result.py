from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RuleResult")



@_attrs_define
class RuleResult:
    """ 
        Attributes:
            max_ (int):
            points (int):
            rule (str):
            state (str): met, partial, not_met, missing or not_applicable
            note (str | Unset): Why the rule does not apply
            value (Any | Unset): The fact's value: a string, a number or a boolean (null when unknown)
     """

    max_: int
    points: int
    rule: str
    state: str
    note: str | Unset = UNSET
    value: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        points = self.points

        rule = self.rule

        state = self.state

        note = self.note

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "points": points,
            "rule": rule,
            "state": state,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        points = d.pop("points")

        rule = d.pop("rule")

        state = d.pop("state")

        note = d.pop("note", UNSET)

        value = d.pop("value", UNSET)

        rule_result = cls(
            max_=max_,
            points=points,
            rule=rule,
            state=state,
            note=note,
            value=value,
        )

        return rule_result

