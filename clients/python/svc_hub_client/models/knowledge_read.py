from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.source_count import SourceCount





T = TypeVar("T", bound="KnowledgeRead")



@_attrs_define
class KnowledgeRead:
    """ 
        Attributes:
            built_at (str): When this process built the index (ISO 8601)
            disclaimer (str):
            examples (list[str]):
            knowledge_version (str):
            max_citations (int):
            meta (Meta):
            min_coverage (float):
            min_score (float):
            passages (int):
            rephrasing (bool): Whether a COPILOT_LLM_URL model is set
            sources (list[SourceCount]):
     """

    built_at: str
    disclaimer: str
    examples: list[str]
    knowledge_version: str
    max_citations: int
    meta: Meta
    min_coverage: float
    min_score: float
    passages: int
    rephrasing: bool
    sources: list[SourceCount]





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.source_count import SourceCount # noqa: PLC0415
        built_at = self.built_at

        disclaimer = self.disclaimer

        examples = self.examples



        knowledge_version = self.knowledge_version

        max_citations = self.max_citations

        meta = self.meta.to_dict()

        min_coverage = self.min_coverage

        min_score = self.min_score

        passages = self.passages

        rephrasing = self.rephrasing

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "built_at": built_at,
            "disclaimer": disclaimer,
            "examples": examples,
            "knowledge_version": knowledge_version,
            "max_citations": max_citations,
            "meta": meta,
            "min_coverage": min_coverage,
            "min_score": min_score,
            "passages": passages,
            "rephrasing": rephrasing,
            "sources": sources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.source_count import SourceCount # noqa: PLC0415
        d = dict(src_dict)
        built_at = d.pop("built_at")

        disclaimer = d.pop("disclaimer")

        examples = cast(list[str], d.pop("examples"))


        knowledge_version = d.pop("knowledge_version")

        max_citations = d.pop("max_citations")

        meta = Meta.from_dict(d.pop("meta"))




        min_coverage = d.pop("min_coverage")

        min_score = d.pop("min_score")

        passages = d.pop("passages")

        rephrasing = d.pop("rephrasing")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = SourceCount.from_dict(sources_item_data)



            sources.append(sources_item)


        knowledge_read = cls(
            built_at=built_at,
            disclaimer=disclaimer,
            examples=examples,
            knowledge_version=knowledge_version,
            max_citations=max_citations,
            meta=meta,
            min_coverage=min_coverage,
            min_score=min_score,
            passages=passages,
            rephrasing=rephrasing,
            sources=sources,
        )

        return knowledge_read

