from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_item_error import BatchItemError
  from ..models.breakdown import Breakdown
  from ..models.gap import Gap
  from ..models.score_meta import ScoreMeta
  from ..models.section import Section





T = TypeVar("T", bound="ScoreBatchItem")



@_attrs_define
class ScoreBatchItem:
    """ 
        Attributes:
            index (int):
            meta (ScoreMeta):
            ok (bool):
            breakdown (Breakdown | Unset):
            error (BatchItemError | Unset):
            gaps (list[Gap] | Unset):
            grade (str | Unset):
            history_url (str | Unset):
            mica_classification (str | Unset):
            persisted (bool | Unset):
            score (float | Unset):
            score_id (str | Unset):
            sections (list[Section] | Unset):
            status (str | Unset):
     """

    index: int
    meta: ScoreMeta
    ok: bool
    breakdown: Breakdown | Unset = UNSET
    error: BatchItemError | Unset = UNSET
    gaps: list[Gap] | Unset = UNSET
    grade: str | Unset = UNSET
    history_url: str | Unset = UNSET
    mica_classification: str | Unset = UNSET
    persisted: bool | Unset = UNSET
    score: float | Unset = UNSET
    score_id: str | Unset = UNSET
    sections: list[Section] | Unset = UNSET
    status: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_item_error import BatchItemError # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.gap import Gap # noqa: PLC0415
        from ..models.score_meta import ScoreMeta # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
        index = self.index

        meta = self.meta.to_dict()

        ok = self.ok

        breakdown: dict[str, Any] | Unset = UNSET
        if not isinstance(self.breakdown, Unset):
            breakdown = self.breakdown.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        gaps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.gaps, Unset):
            gaps = []
            for gaps_item_data in self.gaps:
                gaps_item = gaps_item_data.to_dict()
                gaps.append(gaps_item)



        grade = self.grade

        history_url = self.history_url

        mica_classification = self.mica_classification

        persisted = self.persisted

        score = self.score

        score_id = self.score_id

        sections: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sections, Unset):
            sections = []
            for sections_item_data in self.sections:
                sections_item = sections_item_data.to_dict()
                sections.append(sections_item)



        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "meta": meta,
            "ok": ok,
        })
        if breakdown is not UNSET:
            field_dict["breakdown"] = breakdown
        if error is not UNSET:
            field_dict["error"] = error
        if gaps is not UNSET:
            field_dict["gaps"] = gaps
        if grade is not UNSET:
            field_dict["grade"] = grade
        if history_url is not UNSET:
            field_dict["history_url"] = history_url
        if mica_classification is not UNSET:
            field_dict["mica_classification"] = mica_classification
        if persisted is not UNSET:
            field_dict["persisted"] = persisted
        if score is not UNSET:
            field_dict["score"] = score
        if score_id is not UNSET:
            field_dict["score_id"] = score_id
        if sections is not UNSET:
            field_dict["sections"] = sections
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item_error import BatchItemError # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.gap import Gap # noqa: PLC0415
        from ..models.score_meta import ScoreMeta # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        meta = ScoreMeta.from_dict(d.pop("meta"))




        ok = d.pop("ok")

        _breakdown = d.pop("breakdown", UNSET)
        breakdown: Breakdown | Unset
        if isinstance(_breakdown,  Unset):
            breakdown = UNSET
        else:
            breakdown = Breakdown.from_dict(_breakdown)




        _error = d.pop("error", UNSET)
        error: BatchItemError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = BatchItemError.from_dict(_error)




        _gaps = d.pop("gaps", UNSET)
        gaps: list[Gap] | Unset = UNSET
        if _gaps is not UNSET:
            gaps = []
            for gaps_item_data in _gaps:
                gaps_item = Gap.from_dict(gaps_item_data)



                gaps.append(gaps_item)


        grade = d.pop("grade", UNSET)

        history_url = d.pop("history_url", UNSET)

        mica_classification = d.pop("mica_classification", UNSET)

        persisted = d.pop("persisted", UNSET)

        score = d.pop("score", UNSET)

        score_id = d.pop("score_id", UNSET)

        _sections = d.pop("sections", UNSET)
        sections: list[Section] | Unset = UNSET
        if _sections is not UNSET:
            sections = []
            for sections_item_data in _sections:
                sections_item = Section.from_dict(sections_item_data)



                sections.append(sections_item)


        status = d.pop("status", UNSET)

        score_batch_item = cls(
            index=index,
            meta=meta,
            ok=ok,
            breakdown=breakdown,
            error=error,
            gaps=gaps,
            grade=grade,
            history_url=history_url,
            mica_classification=mica_classification,
            persisted=persisted,
            score=score,
            score_id=score_id,
            sections=sections,
            status=status,
        )

        return score_batch_item

