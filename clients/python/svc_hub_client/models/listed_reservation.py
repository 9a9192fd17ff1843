from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.place import Place
  from ..models.span import Span





T = TypeVar("T", bound="ListedReservation")



@_attrs_define
class ListedReservation:
    """ 
        Attributes:
            energy_kwh (float):
            firmness (str):
            status (str):
            window (Span):
            zone (Place):
            unit_id (None | str | Unset):
     """

    energy_kwh: float
    firmness: str
    status: str
    window: Span
    zone: Place
    unit_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        energy_kwh = self.energy_kwh

        firmness = self.firmness

        status = self.status

        window = self.window.to_dict()

        zone = self.zone.to_dict()

        unit_id: None | str | Unset
        if isinstance(self.unit_id, Unset):
            unit_id = UNSET
        else:
            unit_id = self.unit_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "energy_kwh": energy_kwh,
            "firmness": firmness,
            "status": status,
            "window": window,
            "zone": zone,
        })
        if unit_id is not UNSET:
            field_dict["unit_id"] = unit_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.place import Place # noqa: PLC0415
        from ..models.span import Span # noqa: PLC0415
        d = dict(src_dict)
        energy_kwh = d.pop("energy_kwh")

        firmness = d.pop("firmness")

        status = d.pop("status")

        window = Span.from_dict(d.pop("window"))




        zone = Place.from_dict(d.pop("zone"))




        def _parse_unit_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_id = _parse_unit_id(d.pop("unit_id", UNSET))


        listed_reservation = cls(
            energy_kwh=energy_kwh,
            firmness=firmness,
            status=status,
            window=window,
            zone=zone,
            unit_id=unit_id,
        )

        return listed_reservation

