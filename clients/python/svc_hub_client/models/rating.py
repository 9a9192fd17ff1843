from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ 
        Attributes:
            agency (None | str):
            date (None | str): As stated, or undated
            difference (float | None): on_cqs_scale minus the CQS
            grade (str): As the source shows it
            on_cqs_scale (float | None): The grade on 0-100 (AAA 100 ... D 12.5), or null
            source_url (None | str):
     """

    agency: None | str
    date: None | str
    difference: float | None
    grade: str
    on_cqs_scale: float | None
    source_url: None | str





    def to_dict(self) -> dict[str, Any]:
        agency: None | str
        agency = self.agency

        date: None | str
        date = self.date

        difference: float | None
        difference = self.difference

        grade = self.grade

        on_cqs_scale: float | None
        on_cqs_scale = self.on_cqs_scale

        source_url: None | str
        source_url = self.source_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "agency": agency,
            "date": date,
            "difference": difference,
            "grade": grade,
            "on_cqs_scale": on_cqs_scale,
            "source_url": source_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_agency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        agency = _parse_agency(d.pop("agency"))


        def _parse_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date = _parse_date(d.pop("date"))


        def _parse_difference(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        difference = _parse_difference(d.pop("difference"))


        grade = d.pop("grade")

        def _parse_on_cqs_scale(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        on_cqs_scale = _parse_on_cqs_scale(d.pop("on_cqs_scale"))


        def _parse_source_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_url = _parse_source_url(d.pop("source_url"))


        rating = cls(
            agency=agency,
            date=date,
            difference=difference,
            grade=grade,
            on_cqs_scale=on_cqs_scale,
            source_url=source_url,
        )

        return rating

