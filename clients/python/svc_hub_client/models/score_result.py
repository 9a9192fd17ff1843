from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.blocker import Blocker
  from ..models.breakdown import Breakdown
  from ..models.gap import Gap
  from ..models.methodology import Methodology
  from ..models.mica_test import MicaTest
  from ..models.score_meta import ScoreMeta
  from ..models.score_result_inferred_fields import ScoreResultInferredFields
  from ..models.score_result_inputs import ScoreResultInputs
  from ..models.score_result_rules import ScoreResultRules
  from ..models.score_result_weights import ScoreResultWeights
  from ..models.section import Section





T = TypeVar("T", bound="ScoreResult")



@_attrs_define
class ScoreResult:
    """ 
        Attributes:
            blockers (list[Blocker]):
            breakdown (Breakdown):
            disclaimer (str):
            gaps (list[Gap]):
            grade (str):
            history_url (str):
            inferred_fields (ScoreResultInferredFields): field -> the value read from the description
            inputs (ScoreResultInputs): field -> the value the model used and where it came from
            meta (ScoreMeta):
            methodology (Methodology):
            mica_classification (str):
            mica_test (MicaTest):
            persisted (bool):
            rules (ScoreResultRules): dimension -> the result of each of its rules
            score (float):
            score_id (str):
            sections (list[Section]):
            status (str): ready, progress, early or blocked
            weights (ScoreResultWeights):
     """

    blockers: list[Blocker]
    breakdown: Breakdown
    disclaimer: str
    gaps: list[Gap]
    grade: str
    history_url: str
    inferred_fields: ScoreResultInferredFields
    inputs: ScoreResultInputs
    meta: ScoreMeta
    methodology: Methodology
    mica_classification: str
    mica_test: MicaTest
    persisted: bool
    rules: ScoreResultRules
    score: float
    score_id: str
    sections: list[Section]
    status: str
    weights: ScoreResultWeights





    def to_dict(self) -> dict[str, Any]:
        from ..models.blocker import Blocker # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.gap import Gap # noqa: PLC0415
        from ..models.methodology import Methodology # noqa: PLC0415
        from ..models.mica_test import MicaTest # noqa: PLC0415
        from ..models.score_meta import ScoreMeta # noqa: PLC0415
        from ..models.score_result_inferred_fields import ScoreResultInferredFields # noqa: PLC0415
        from ..models.score_result_inputs import ScoreResultInputs # noqa: PLC0415
        from ..models.score_result_rules import ScoreResultRules # noqa: PLC0415
        from ..models.score_result_weights import ScoreResultWeights # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
        blockers = []
        for blockers_item_data in self.blockers:
            blockers_item = blockers_item_data.to_dict()
            blockers.append(blockers_item)



        breakdown = self.breakdown.to_dict()

        disclaimer = self.disclaimer

        gaps = []
        for gaps_item_data in self.gaps:
            gaps_item = gaps_item_data.to_dict()
            gaps.append(gaps_item)



        grade = self.grade

        history_url = self.history_url

        inferred_fields = self.inferred_fields.to_dict()

        inputs = self.inputs.to_dict()

        meta = self.meta.to_dict()

        methodology = self.methodology.to_dict()

        mica_classification = self.mica_classification

        mica_test = self.mica_test.to_dict()

        persisted = self.persisted

        rules = self.rules.to_dict()

        score = self.score

        score_id = self.score_id

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        status = self.status

        weights = self.weights.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "blockers": blockers,
            "breakdown": breakdown,
            "disclaimer": disclaimer,
            "gaps": gaps,
            "grade": grade,
            "history_url": history_url,
            "inferred_fields": inferred_fields,
            "inputs": inputs,
            "meta": meta,
            "methodology": methodology,
            "mica_classification": mica_classification,
            "mica_test": mica_test,
            "persisted": persisted,
            "rules": rules,
            "score": score,
            "score_id": score_id,
            "sections": sections,
            "status": status,
            "weights": weights,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blocker import Blocker # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.gap import Gap # noqa: PLC0415
        from ..models.methodology import Methodology # noqa: PLC0415
        from ..models.mica_test import MicaTest # noqa: PLC0415
        from ..models.score_meta import ScoreMeta # noqa: PLC0415
        from ..models.score_result_inferred_fields import ScoreResultInferredFields # noqa: PLC0415
        from ..models.score_result_inputs import ScoreResultInputs # noqa: PLC0415
        from ..models.score_result_rules import ScoreResultRules # noqa: PLC0415
        from ..models.score_result_weights import ScoreResultWeights # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
        d = dict(src_dict)
        blockers = []
        _blockers = d.pop("blockers")
        for blockers_item_data in (_blockers):
            blockers_item = Blocker.from_dict(blockers_item_data)



            blockers.append(blockers_item)


        breakdown = Breakdown.from_dict(d.pop("breakdown"))




        disclaimer = d.pop("disclaimer")

        gaps = []
        _gaps = d.pop("gaps")
        for gaps_item_data in (_gaps):
            gaps_item = Gap.from_dict(gaps_item_data)



            gaps.append(gaps_item)


        grade = d.pop("grade")

        history_url = d.pop("history_url")

        inferred_fields = ScoreResultInferredFields.from_dict(d.pop("inferred_fields"))




        inputs = ScoreResultInputs.from_dict(d.pop("inputs"))




        meta = ScoreMeta.from_dict(d.pop("meta"))




        methodology = Methodology.from_dict(d.pop("methodology"))




        mica_classification = d.pop("mica_classification")

        mica_test = MicaTest.from_dict(d.pop("mica_test"))




        persisted = d.pop("persisted")

        rules = ScoreResultRules.from_dict(d.pop("rules"))




        score = d.pop("score")

        score_id = d.pop("score_id")

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = Section.from_dict(sections_item_data)



            sections.append(sections_item)


        status = d.pop("status")

        weights = ScoreResultWeights.from_dict(d.pop("weights"))




        score_result = cls(
            blockers=blockers,
            breakdown=breakdown,
            disclaimer=disclaimer,
            gaps=gaps,
            grade=grade,
            history_url=history_url,
            inferred_fields=inferred_fields,
            inputs=inputs,
            meta=meta,
            methodology=methodology,
            mica_classification=mica_classification,
            mica_test=mica_test,
            persisted=persisted,
            rules=rules,
            score=score,
            score_id=score_id,
            sections=sections,
            status=status,
            weights=weights,
        )

        return score_result

