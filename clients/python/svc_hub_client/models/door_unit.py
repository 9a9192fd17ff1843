from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DoorUnit")



@_attrs_define
class DoorUnit:
    """ 
        Attributes:
            demo (bool):
            kind (str):  Example: CFU-E.
            meter_verdict (None | str): The meter's own signature (OCMF): valid, invalid, unverifiable, or null when the
                unit carries none
            page_url (str): The unit's public page
            quantity (float):
            retired_at (None | str):
            status (str): active or retired
            unit (str): kWh, m3 or kW
     """

    demo: bool
    kind: str
    meter_verdict: None | str
    page_url: str
    quantity: float
    retired_at: None | str
    status: str
    unit: str





    def to_dict(self) -> dict[str, Any]:
        demo = self.demo

        kind = self.kind

        meter_verdict: None | str
        meter_verdict = self.meter_verdict

        page_url = self.page_url

        quantity = self.quantity

        retired_at: None | str
        retired_at = self.retired_at

        status = self.status

        unit = self.unit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "demo": demo,
            "kind": kind,
            "meter_verdict": meter_verdict,
            "page_url": page_url,
            "quantity": quantity,
            "retired_at": retired_at,
            "status": status,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        demo = d.pop("demo")

        kind = d.pop("kind")

        def _parse_meter_verdict(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        meter_verdict = _parse_meter_verdict(d.pop("meter_verdict"))


        page_url = d.pop("page_url")

        quantity = d.pop("quantity")

        def _parse_retired_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        retired_at = _parse_retired_at(d.pop("retired_at"))


        status = d.pop("status")

        unit = d.pop("unit")

        door_unit = cls(
            demo=demo,
            kind=kind,
            meter_verdict=meter_verdict,
            page_url=page_url,
            quantity=quantity,
            retired_at=retired_at,
            status=status,
            unit=unit,
        )

        return door_unit

