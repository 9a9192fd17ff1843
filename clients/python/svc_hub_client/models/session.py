from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_source_format import SessionSourceFormat
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.session_location import SessionLocation
  from ..models.signed_data import SignedData





T = TypeVar("T", bound="Session")



@_attrs_define
class Session:
    """ 
        Attributes:
            ended_at (datetime.datetime):
            energy_kwh (float):
            external_session_id (str):
            location (SessionLocation):
            operator_id (str):
            started_at (datetime.datetime):
            max_power_kw (float | Unset): The session's maximum power; default 350
            meter_id (str | Unset):
            signed_data (SignedData | Unset):
            source_format (SessionSourceFormat | Unset):  Default: SessionSourceFormat.JSON_CUSTOM.
     """

    ended_at: datetime.datetime
    energy_kwh: float
    external_session_id: str
    location: SessionLocation
    operator_id: str
    started_at: datetime.datetime
    max_power_kw: float | Unset = UNSET
    meter_id: str | Unset = UNSET
    signed_data: SignedData | Unset = UNSET
    source_format: SessionSourceFormat | Unset = SessionSourceFormat.JSON_CUSTOM





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_location import SessionLocation # noqa: PLC0415
        from ..models.signed_data import SignedData # noqa: PLC0415
        ended_at = self.ended_at.isoformat()

        energy_kwh = self.energy_kwh

        external_session_id = self.external_session_id

        location = self.location.to_dict()

        operator_id = self.operator_id

        started_at = self.started_at.isoformat()

        max_power_kw = self.max_power_kw

        meter_id = self.meter_id

        signed_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signed_data, Unset):
            signed_data = self.signed_data.to_dict()

        source_format: str | Unset = UNSET
        if not isinstance(self.source_format, Unset):
            source_format = self.source_format.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ended_at": ended_at,
            "energy_kwh": energy_kwh,
            "external_session_id": external_session_id,
            "location": location,
            "operator_id": operator_id,
            "started_at": started_at,
        })
        if max_power_kw is not UNSET:
            field_dict["max_power_kw"] = max_power_kw
        if meter_id is not UNSET:
            field_dict["meter_id"] = meter_id
        if signed_data is not UNSET:
            field_dict["signed_data"] = signed_data
        if source_format is not UNSET:
            field_dict["source_format"] = source_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_location import SessionLocation # noqa: PLC0415
        from ..models.signed_data import SignedData # noqa: PLC0415
        d = dict(src_dict)
        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))




        energy_kwh = d.pop("energy_kwh")

        external_session_id = d.pop("external_session_id")

        location = SessionLocation.from_dict(d.pop("location"))




        operator_id = d.pop("operator_id")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        max_power_kw = d.pop("max_power_kw", UNSET)

        meter_id = d.pop("meter_id", UNSET)

        _signed_data = d.pop("signed_data", UNSET)
        signed_data: SignedData | Unset
        if isinstance(_signed_data,  Unset):
            signed_data = UNSET
        else:
            signed_data = SignedData.from_dict(_signed_data)




        _source_format = d.pop("source_format", UNSET)
        source_format: SessionSourceFormat | Unset
        if isinstance(_source_format,  Unset):
            source_format = UNSET
        else:
            source_format = SessionSourceFormat(_source_format)




        session = cls(
            ended_at=ended_at,
            energy_kwh=energy_kwh,
            external_session_id=external_session_id,
            location=location,
            operator_id=operator_id,
            started_at=started_at,
            max_power_kw=max_power_kw,
            meter_id=meter_id,
            signed_data=signed_data,
            source_format=source_format,
        )

        return session

