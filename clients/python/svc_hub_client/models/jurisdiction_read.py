from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.source_read import SourceRead





T = TypeVar("T", bound="JurisdictionRead")



@_attrs_define
class JurisdictionRead:
    """ 
        Attributes:
            code (str):  Example: FR.
            mica_applicable (bool):
            name (str):
            regime (str):
            regulator (str):
            sources (list[SourceRead]):
            mica_transitional (None | str | Unset):
            notes (None | str | Unset):
     """

    code: str
    mica_applicable: bool
    name: str
    regime: str
    regulator: str
    sources: list[SourceRead]
    mica_transitional: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.source_read import SourceRead # noqa: PLC0415
        code = self.code

        mica_applicable = self.mica_applicable

        name = self.name

        regime = self.regime

        regulator = self.regulator

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        mica_transitional: None | str | Unset
        if isinstance(self.mica_transitional, Unset):
            mica_transitional = UNSET
        else:
            mica_transitional = self.mica_transitional

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "mica_applicable": mica_applicable,
            "name": name,
            "regime": regime,
            "regulator": regulator,
            "sources": sources,
        })
        if mica_transitional is not UNSET:
            field_dict["mica_transitional"] = mica_transitional
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.source_read import SourceRead # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        mica_applicable = d.pop("mica_applicable")

        name = d.pop("name")

        regime = d.pop("regime")

        regulator = d.pop("regulator")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = SourceRead.from_dict(sources_item_data)



            sources.append(sources_item)


        def _parse_mica_transitional(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        mica_transitional = _parse_mica_transitional(d.pop("mica_transitional", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        jurisdiction_read = cls(
            code=code,
            mica_applicable=mica_applicable,
            name=name,
            regime=regime,
            regulator=regulator,
            sources=sources,
            mica_transitional=mica_transitional,
            notes=notes,
        )

        return jurisdiction_read

