from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mica_question import MicaQuestion
  from ..models.mica_source import MicaSource





T = TypeVar("T", bound="MicaTest")



@_attrs_define
class MicaTest:
    """ 
        Attributes:
            classification (str):
            indicative (bool):
            questions (list[MicaQuestion]):
            regime (str):
            source (MicaSource):
     """

    classification: str
    indicative: bool
    questions: list[MicaQuestion]
    regime: str
    source: MicaSource





    def to_dict(self) -> dict[str, Any]:
        from ..models.mica_question import MicaQuestion # noqa: PLC0415
        from ..models.mica_source import MicaSource # noqa: PLC0415
        classification = self.classification

        indicative = self.indicative

        questions = []
        for questions_item_data in self.questions:
            questions_item = questions_item_data.to_dict()
            questions.append(questions_item)



        regime = self.regime

        source = self.source.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "classification": classification,
            "indicative": indicative,
            "questions": questions,
            "regime": regime,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mica_question import MicaQuestion # noqa: PLC0415
        from ..models.mica_source import MicaSource # noqa: PLC0415
        d = dict(src_dict)
        classification = d.pop("classification")

        indicative = d.pop("indicative")

        questions = []
        _questions = d.pop("questions")
        for questions_item_data in (_questions):
            questions_item = MicaQuestion.from_dict(questions_item_data)



            questions.append(questions_item)


        regime = d.pop("regime")

        source = MicaSource.from_dict(d.pop("source"))




        mica_test = cls(
            classification=classification,
            indicative=indicative,
            questions=questions,
            regime=regime,
            source=source,
        )

        return mica_test

