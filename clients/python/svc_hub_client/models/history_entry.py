from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.breakdown import Breakdown





T = TypeVar("T", bound="HistoryEntry")



@_attrs_define
class HistoryEntry:
    """ 
        Attributes:
            breakdown (Breakdown):
            created_at (str):
            grade (str):
            id (int):
            mica_classification (str):
            score (float):
            status (str):
            trigger (str):
     """

    breakdown: Breakdown
    created_at: str
    grade: str
    id: int
    mica_classification: str
    score: float
    status: str
    trigger: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.breakdown import Breakdown # noqa: PLC0415
        breakdown = self.breakdown.to_dict()

        created_at = self.created_at

        grade = self.grade

        id = self.id

        mica_classification = self.mica_classification

        score = self.score

        status = self.status

        trigger = self.trigger


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "breakdown": breakdown,
            "created_at": created_at,
            "grade": grade,
            "id": id,
            "mica_classification": mica_classification,
            "score": score,
            "status": status,
            "trigger": trigger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.breakdown import Breakdown # noqa: PLC0415
        d = dict(src_dict)
        breakdown = Breakdown.from_dict(d.pop("breakdown"))




        created_at = d.pop("created_at")

        grade = d.pop("grade")

        id = d.pop("id")

        mica_classification = d.pop("mica_classification")

        score = d.pop("score")

        status = d.pop("status")

        trigger = d.pop("trigger")

        history_entry = cls(
            breakdown=breakdown,
            created_at=created_at,
            grade=grade,
            id=id,
            mica_classification=mica_classification,
            score=score,
            status=status,
            trigger=trigger,
        )

        return history_entry

