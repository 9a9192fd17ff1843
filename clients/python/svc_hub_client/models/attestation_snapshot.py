from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attestation_snapshot_weights import AttestationSnapshotWeights
  from ..models.breakdown import Breakdown
  from ..models.snapshot_gap import SnapshotGap
  from ..models.snapshot_question import SnapshotQuestion
  from ..models.snapshot_section import SnapshotSection
  from ..models.subject import Subject





T = TypeVar("T", bound="AttestationSnapshot")



@_attrs_define
class AttestationSnapshot:
    """ 
        Attributes:
            attested_at (str):
            blockers (list[str]): Blocker codes
            breakdown (Breakdown):
            disclaimer (str):
            gaps (list[SnapshotGap]):
            grade (str):
            id (str):
            locale (str):
            methodology_version (str):
            mica_classification (str):
            mica_test (list[SnapshotQuestion]):
            schema (str):
            score (float):
            sections (list[SnapshotSection]):
            status (str):
            weights (AttestationSnapshotWeights):
            subject (Subject | Unset):
     """

    attested_at: str
    blockers: list[str]
    breakdown: Breakdown
    disclaimer: str
    gaps: list[SnapshotGap]
    grade: str
    id: str
    locale: str
    methodology_version: str
    mica_classification: str
    mica_test: list[SnapshotQuestion]
    schema: str
    score: float
    sections: list[SnapshotSection]
    status: str
    weights: AttestationSnapshotWeights
    subject: Subject | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.attestation_snapshot_weights import AttestationSnapshotWeights # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.snapshot_gap import SnapshotGap # noqa: PLC0415
        from ..models.snapshot_question import SnapshotQuestion # noqa: PLC0415
        from ..models.snapshot_section import SnapshotSection # noqa: PLC0415
        from ..models.subject import Subject # noqa: PLC0415
        attested_at = self.attested_at

        blockers = self.blockers



        breakdown = self.breakdown.to_dict()

        disclaimer = self.disclaimer

        gaps = []
        for gaps_item_data in self.gaps:
            gaps_item = gaps_item_data.to_dict()
            gaps.append(gaps_item)



        grade = self.grade

        id = self.id

        locale = self.locale

        methodology_version = self.methodology_version

        mica_classification = self.mica_classification

        mica_test = []
        for mica_test_item_data in self.mica_test:
            mica_test_item = mica_test_item_data.to_dict()
            mica_test.append(mica_test_item)



        schema = self.schema

        score = self.score

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        status = self.status

        weights = self.weights.to_dict()

        subject: dict[str, Any] | Unset = UNSET
        if not isinstance(self.subject, Unset):
            subject = self.subject.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attested_at": attested_at,
            "blockers": blockers,
            "breakdown": breakdown,
            "disclaimer": disclaimer,
            "gaps": gaps,
            "grade": grade,
            "id": id,
            "locale": locale,
            "methodology_version": methodology_version,
            "mica_classification": mica_classification,
            "mica_test": mica_test,
            "schema": schema,
            "score": score,
            "sections": sections,
            "status": status,
            "weights": weights,
        })
        if subject is not UNSET:
            field_dict["subject"] = subject

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attestation_snapshot_weights import AttestationSnapshotWeights # noqa: PLC0415
        from ..models.breakdown import Breakdown # noqa: PLC0415
        from ..models.snapshot_gap import SnapshotGap # noqa: PLC0415
        from ..models.snapshot_question import SnapshotQuestion # noqa: PLC0415
        from ..models.snapshot_section import SnapshotSection # noqa: PLC0415
        from ..models.subject import Subject # noqa: PLC0415
        d = dict(src_dict)
        attested_at = d.pop("attested_at")

        blockers = cast(list[str], d.pop("blockers"))


        breakdown = Breakdown.from_dict(d.pop("breakdown"))




        disclaimer = d.pop("disclaimer")

        gaps = []
        _gaps = d.pop("gaps")
        for gaps_item_data in (_gaps):
            gaps_item = SnapshotGap.from_dict(gaps_item_data)



            gaps.append(gaps_item)


        grade = d.pop("grade")

        id = d.pop("id")

        locale = d.pop("locale")

        methodology_version = d.pop("methodology_version")

        mica_classification = d.pop("mica_classification")

        mica_test = []
        _mica_test = d.pop("mica_test")
        for mica_test_item_data in (_mica_test):
            mica_test_item = SnapshotQuestion.from_dict(mica_test_item_data)



            mica_test.append(mica_test_item)


        schema = d.pop("schema")

        score = d.pop("score")

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = SnapshotSection.from_dict(sections_item_data)



            sections.append(sections_item)


        status = d.pop("status")

        weights = AttestationSnapshotWeights.from_dict(d.pop("weights"))




        _subject = d.pop("subject", UNSET)
        subject: Subject | Unset
        if isinstance(_subject,  Unset):
            subject = UNSET
        else:
            subject = Subject.from_dict(_subject)




        attestation_snapshot = cls(
            attested_at=attested_at,
            blockers=blockers,
            breakdown=breakdown,
            disclaimer=disclaimer,
            gaps=gaps,
            grade=grade,
            id=id,
            locale=locale,
            methodology_version=methodology_version,
            mica_classification=mica_classification,
            mica_test=mica_test,
            schema=schema,
            score=score,
            sections=sections,
            status=status,
            weights=weights,
            subject=subject,
        )

        return attestation_snapshot

