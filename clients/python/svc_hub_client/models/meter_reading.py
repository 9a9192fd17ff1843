from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MeterReading")



@_attrs_define
class MeterReading:
    """ 
        Attributes:
            nature (str | Unset):
            obis (None | str | Unset):
            time (None | str | Unset):
            type_ (None | str | Unset):
            value_kwh (float | None | Unset):
     """

    nature: str | Unset = UNSET
    obis: None | str | Unset = UNSET
    time: None | str | Unset = UNSET
    type_: None | str | Unset = UNSET
    value_kwh: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        nature = self.nature

        obis: None | str | Unset
        if isinstance(self.obis, Unset):
            obis = UNSET
        else:
            obis = self.obis

        time: None | str | Unset
        if isinstance(self.time, Unset):
            time = UNSET
        else:
            time = self.time

        type_: None | str | Unset
        if isinstance(self.type_, Unset):
            type_ = UNSET
        else:
            type_ = self.type_

        value_kwh: float | None | Unset
        if isinstance(self.value_kwh, Unset):
            value_kwh = UNSET
        else:
            value_kwh = self.value_kwh


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if nature is not UNSET:
            field_dict["nature"] = nature
        if obis is not UNSET:
            field_dict["obis"] = obis
        if time is not UNSET:
            field_dict["time"] = time
        if type_ is not UNSET:
            field_dict["type"] = type_
        if value_kwh is not UNSET:
            field_dict["value_kwh"] = value_kwh

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nature = d.pop("nature", UNSET)

        def _parse_obis(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        obis = _parse_obis(d.pop("obis", UNSET))


        def _parse_time(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        time = _parse_time(d.pop("time", UNSET))


        def _parse_type_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        type_ = _parse_type_(d.pop("type", UNSET))


        def _parse_value_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value_kwh = _parse_value_kwh(d.pop("value_kwh", UNSET))


        meter_reading = cls(
            nature=nature,
            obis=obis,
            time=time,
            type_=type_,
            value_kwh=value_kwh,
        )

        return meter_reading

