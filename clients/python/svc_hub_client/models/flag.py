from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flag_code import FlagCode
from ..models.flag_severity import FlagSeverity
from typing import cast






T = TypeVar("T", bound="Flag")



@_attrs_define
class Flag:
    """ 
        Attributes:
            code (FlagCode): What happened, as a code (the CQS methodology lists them)
            date (None | str): YYYY-MM-DD, YYYY-MM or YYYY as its source dates it; null: undated
            message (str):
            project (None | str): The project it is of (a product carries its holdings' flags)
            said (str): The words of the data the flag was read from
            severity (FlagSeverity): red caps the tier (flagged); watch is shown, not capping
            source (None | str): The URL that states it
     """

    code: FlagCode
    date: None | str
    message: str
    project: None | str
    said: str
    severity: FlagSeverity
    source: None | str





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        date: None | str
        date = self.date

        message = self.message

        project: None | str
        project = self.project

        said = self.said

        severity = self.severity.value

        source: None | str
        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "date": date,
            "message": message,
            "project": project,
            "said": said,
            "severity": severity,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = FlagCode(d.pop("code"))




        def _parse_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date = _parse_date(d.pop("date"))


        message = d.pop("message")

        def _parse_project(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project = _parse_project(d.pop("project"))


        said = d.pop("said")

        severity = FlagSeverity(d.pop("severity"))




        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))


        flag = cls(
            code=code,
            date=date,
            message=message,
            project=project,
            said=said,
            severity=severity,
            source=source,
        )

        return flag

