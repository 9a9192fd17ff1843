from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LatestScore")



@_attrs_define
class LatestScore:
    """ 
        Attributes:
            grade (str):
            mica_classification (str):
            score (float):
            status (str):
     """

    grade: str
    mica_classification: str
    score: float
    status: str





    def to_dict(self) -> dict[str, Any]:
        grade = self.grade

        mica_classification = self.mica_classification

        score = self.score

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "grade": grade,
            "mica_classification": mica_classification,
            "score": score,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grade = d.pop("grade")

        mica_classification = d.pop("mica_classification")

        score = d.pop("score")

        status = d.pop("status")

        latest_score = cls(
            grade=grade,
            mica_classification=mica_classification,
            score=score,
            status=status,
        )

        return latest_score

