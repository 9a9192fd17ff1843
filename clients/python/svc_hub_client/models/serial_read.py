from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.serial_read_parts import SerialReadParts





T = TypeVar("T", bound="SerialRead")



@_attrs_define
class SerialRead:
    """ 
        Attributes:
            country (None | str):
            first_unit (int | None):
            kind (str): block (issued credits) or project (a reference)
            last_unit (int | None):
            parts (SerialReadParts): Every other part of the serial, as written
            project_id (None | str):
            quantity (int | None): Credits in the block, both ends counted
            registry (str):
            vintage_end (None | str):
            vintage_start (None | str):
     """

    country: None | str
    first_unit: int | None
    kind: str
    last_unit: int | None
    parts: SerialReadParts
    project_id: None | str
    quantity: int | None
    registry: str
    vintage_end: None | str
    vintage_start: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.serial_read_parts import SerialReadParts # noqa: PLC0415
        country: None | str
        country = self.country

        first_unit: int | None
        first_unit = self.first_unit

        kind = self.kind

        last_unit: int | None
        last_unit = self.last_unit

        parts = self.parts.to_dict()

        project_id: None | str
        project_id = self.project_id

        quantity: int | None
        quantity = self.quantity

        registry = self.registry

        vintage_end: None | str
        vintage_end = self.vintage_end

        vintage_start: None | str
        vintage_start = self.vintage_start


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "country": country,
            "first_unit": first_unit,
            "kind": kind,
            "last_unit": last_unit,
            "parts": parts,
            "project_id": project_id,
            "quantity": quantity,
            "registry": registry,
            "vintage_end": vintage_end,
            "vintage_start": vintage_start,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.serial_read_parts import SerialReadParts # noqa: PLC0415
        d = dict(src_dict)
        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        def _parse_first_unit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_unit = _parse_first_unit(d.pop("first_unit"))


        kind = d.pop("kind")

        def _parse_last_unit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_unit = _parse_last_unit(d.pop("last_unit"))


        parts = SerialReadParts.from_dict(d.pop("parts"))




        def _parse_project_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_id = _parse_project_id(d.pop("project_id"))


        def _parse_quantity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        quantity = _parse_quantity(d.pop("quantity"))


        registry = d.pop("registry")

        def _parse_vintage_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vintage_end = _parse_vintage_end(d.pop("vintage_end"))


        def _parse_vintage_start(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vintage_start = _parse_vintage_start(d.pop("vintage_start"))


        serial_read = cls(
            country=country,
            first_unit=first_unit,
            kind=kind,
            last_unit=last_unit,
            parts=parts,
            project_id=project_id,
            quantity=quantity,
            registry=registry,
            vintage_end=vintage_end,
            vintage_start=vintage_start,
        )

        return serial_read

