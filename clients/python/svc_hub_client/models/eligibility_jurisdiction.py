from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EligibilityJurisdiction")



@_attrs_define
class EligibilityJurisdiction:
    """ 
        Attributes:
            covered (bool):
            points (int):
            code (None | str | Unset):
            mica_applicable (bool | None | Unset):
            regulator (None | str | Unset):
     """

    covered: bool
    points: int
    code: None | str | Unset = UNSET
    mica_applicable: bool | None | Unset = UNSET
    regulator: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        points = self.points

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        mica_applicable: bool | None | Unset
        if isinstance(self.mica_applicable, Unset):
            mica_applicable = UNSET
        else:
            mica_applicable = self.mica_applicable

        regulator: None | str | Unset
        if isinstance(self.regulator, Unset):
            regulator = UNSET
        else:
            regulator = self.regulator


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "covered": covered,
            "points": points,
        })
        if code is not UNSET:
            field_dict["code"] = code
        if mica_applicable is not UNSET:
            field_dict["mica_applicable"] = mica_applicable
        if regulator is not UNSET:
            field_dict["regulator"] = regulator

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered")

        points = d.pop("points")

        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        def _parse_mica_applicable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        mica_applicable = _parse_mica_applicable(d.pop("mica_applicable", UNSET))


        def _parse_regulator(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        regulator = _parse_regulator(d.pop("regulator", UNSET))


        eligibility_jurisdiction = cls(
            covered=covered,
            points=points,
            code=code,
            mica_applicable=mica_applicable,
            regulator=regulator,
        )

        return eligibility_jurisdiction

