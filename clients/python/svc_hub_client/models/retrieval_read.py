from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RetrievalRead")



@_attrs_define
class RetrievalRead:
    """ 
        Attributes:
            coverage (float): Share of the question's words the best passage holds
            knowledge_version (str): Moves when the catalogue, the regulatory feed or the date does
            min_coverage (float):
            min_score (float):
            score (float): BM25 score of the best passage
     """

    coverage: float
    knowledge_version: str
    min_coverage: float
    min_score: float
    score: float





    def to_dict(self) -> dict[str, Any]:
        coverage = self.coverage

        knowledge_version = self.knowledge_version

        min_coverage = self.min_coverage

        min_score = self.min_score

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "coverage": coverage,
            "knowledge_version": knowledge_version,
            "min_coverage": min_coverage,
            "min_score": min_score,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        coverage = d.pop("coverage")

        knowledge_version = d.pop("knowledge_version")

        min_coverage = d.pop("min_coverage")

        min_score = d.pop("min_score")

        score = d.pop("score")

        retrieval_read = cls(
            coverage=coverage,
            knowledge_version=knowledge_version,
            min_coverage=min_coverage,
            min_score=min_score,
            score=score,
        )

        return retrieval_read

