from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_read_source import BenchmarkReadSource
from ..models.benchmark_read_status import BenchmarkReadStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.reference_source import ReferenceSource
  from ..models.reference_yield import ReferenceYield





T = TypeVar("T", bound="BenchmarkRead")



@_attrs_define
class BenchmarkRead:
    """ Computed from the catalogue (status ok, source catalogue) when at least 3 products disclose a dated, positive yield.
    With fewer, the static reference (status fallback, source reference): its median, p25 and p75 only where a dated
    source gives them, with as_of and sources; where none exists the figures are absent (never null, never invented) and
    note says so.

        Attributes:
            as_of (str): status ok: the newest yield's date; fallback: the reference's date
            category (str):
            disclaimer (str):
            meta (Meta):
            product_count (int): Catalogue products with a dated, positive disclosed yield
            product_ids (list[str]):
            source (BenchmarkReadSource):
            status (BenchmarkReadStatus):
            jurisdiction (None | str | Unset): The ISO code the jurisdiction matched
            jurisdiction_name (None | str | Unset):
            median_apy (float | Unset): Percent; with status ok, or fallback where sourced
            note (str | Unset): With status fallback: what the reference is, or why it has no figure
            oldest_figure (str | Unset): Oldest yield date; only with status ok
            p25_apy (float | Unset): Percent; with status ok, or fallback where sourced
            p75_apy (float | Unset): Percent; with status ok, or fallback where sourced
            reference_yield (ReferenceYield | Unset):
            sources (list[ReferenceSource] | Unset): With status fallback: the reference's sources (none where the research
                found none)
     """

    as_of: str
    category: str
    disclaimer: str
    meta: Meta
    product_count: int
    product_ids: list[str]
    source: BenchmarkReadSource
    status: BenchmarkReadStatus
    jurisdiction: None | str | Unset = UNSET
    jurisdiction_name: None | str | Unset = UNSET
    median_apy: float | Unset = UNSET
    note: str | Unset = UNSET
    oldest_figure: str | Unset = UNSET
    p25_apy: float | Unset = UNSET
    p75_apy: float | Unset = UNSET
    reference_yield: ReferenceYield | Unset = UNSET
    sources: list[ReferenceSource] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.reference_source import ReferenceSource # noqa: PLC0415
        from ..models.reference_yield import ReferenceYield # noqa: PLC0415
        as_of = self.as_of

        category = self.category

        disclaimer = self.disclaimer

        meta = self.meta.to_dict()

        product_count = self.product_count

        product_ids = self.product_ids



        source = self.source.value

        status = self.status.value

        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction

        jurisdiction_name: None | str | Unset
        if isinstance(self.jurisdiction_name, Unset):
            jurisdiction_name = UNSET
        else:
            jurisdiction_name = self.jurisdiction_name

        median_apy = self.median_apy

        note = self.note

        oldest_figure = self.oldest_figure

        p25_apy = self.p25_apy

        p75_apy = self.p75_apy

        reference_yield: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reference_yield, Unset):
            reference_yield = self.reference_yield.to_dict()

        sources: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sources, Unset):
            sources = []
            for sources_item_data in self.sources:
                sources_item = sources_item_data.to_dict()
                sources.append(sources_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "as_of": as_of,
            "category": category,
            "disclaimer": disclaimer,
            "meta": meta,
            "product_count": product_count,
            "product_ids": product_ids,
            "source": source,
            "status": status,
        })
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if jurisdiction_name is not UNSET:
            field_dict["jurisdiction_name"] = jurisdiction_name
        if median_apy is not UNSET:
            field_dict["median_apy"] = median_apy
        if note is not UNSET:
            field_dict["note"] = note
        if oldest_figure is not UNSET:
            field_dict["oldest_figure"] = oldest_figure
        if p25_apy is not UNSET:
            field_dict["p25_apy"] = p25_apy
        if p75_apy is not UNSET:
            field_dict["p75_apy"] = p75_apy
        if reference_yield is not UNSET:
            field_dict["reference_yield"] = reference_yield
        if sources is not UNSET:
            field_dict["sources"] = sources

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.reference_source import ReferenceSource # noqa: PLC0415
        from ..models.reference_yield import ReferenceYield # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        category = d.pop("category")

        disclaimer = d.pop("disclaimer")

        meta = Meta.from_dict(d.pop("meta"))




        product_count = d.pop("product_count")

        product_ids = cast(list[str], d.pop("product_ids"))


        source = BenchmarkReadSource(d.pop("source"))




        status = BenchmarkReadStatus(d.pop("status"))




        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        def _parse_jurisdiction_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction_name = _parse_jurisdiction_name(d.pop("jurisdiction_name", UNSET))


        median_apy = d.pop("median_apy", UNSET)

        note = d.pop("note", UNSET)

        oldest_figure = d.pop("oldest_figure", UNSET)

        p25_apy = d.pop("p25_apy", UNSET)

        p75_apy = d.pop("p75_apy", UNSET)

        _reference_yield = d.pop("reference_yield", UNSET)
        reference_yield: ReferenceYield | Unset
        if isinstance(_reference_yield,  Unset):
            reference_yield = UNSET
        else:
            reference_yield = ReferenceYield.from_dict(_reference_yield)




        _sources = d.pop("sources", UNSET)
        sources: list[ReferenceSource] | Unset = UNSET
        if _sources is not UNSET:
            sources = []
            for sources_item_data in _sources:
                sources_item = ReferenceSource.from_dict(sources_item_data)



                sources.append(sources_item)


        benchmark_read = cls(
            as_of=as_of,
            category=category,
            disclaimer=disclaimer,
            meta=meta,
            product_count=product_count,
            product_ids=product_ids,
            source=source,
            status=status,
            jurisdiction=jurisdiction,
            jurisdiction_name=jurisdiction_name,
            median_apy=median_apy,
            note=note,
            oldest_figure=oldest_figure,
            p25_apy=p25_apy,
            p75_apy=p75_apy,
            reference_yield=reference_yield,
            sources=sources,
        )


        benchmark_read.additional_properties = d
        return benchmark_read

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
