from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.reference_source import ReferenceSource





T = TypeVar("T", bound="ReferenceYield")



@_attrs_define
class ReferenceYield:
    """ 
        Attributes:
            as_of (str):
            measure (str): What the figure measures, in words
            source (ReferenceSource):
            value (float): Percent
     """

    as_of: str
    measure: str
    source: ReferenceSource
    value: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.reference_source import ReferenceSource # noqa: PLC0415
        as_of = self.as_of

        measure = self.measure

        source = self.source.to_dict()

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "measure": measure,
            "source": source,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reference_source import ReferenceSource # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        measure = d.pop("measure")

        source = ReferenceSource.from_dict(d.pop("source"))




        value = d.pop("value")

        reference_yield = cls(
            as_of=as_of,
            measure=measure,
            source=source,
            value=value,
        )

        return reference_yield

