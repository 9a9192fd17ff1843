from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.profile_firmness import ProfileFirmness
from ..models.profile_generation_source import ProfileGenerationSource
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.window import Window
  from ..models.zone import Zone





T = TypeVar("T", bound="Profile")



@_attrs_define
class Profile:
    """ 
        Attributes:
            energy_kwh (float): At most 10 GWh, what a unit records
            firmness (ProfileFirmness):
            window (Window):
            zone (Zone):
            carbon_intensity_max_gco2_kwh (float | None | Unset): The most life-cycle gCO2e/kWh accepted; absent or null: no
                cap
            generation_source (ProfileGenerationSource | Unset): A preference, indicative: not a verified claim
     """

    energy_kwh: float
    firmness: ProfileFirmness
    window: Window
    zone: Zone
    carbon_intensity_max_gco2_kwh: float | None | Unset = UNSET
    generation_source: ProfileGenerationSource | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        energy_kwh = self.energy_kwh

        firmness = self.firmness.value

        window = self.window.to_dict()

        zone = self.zone.to_dict()

        carbon_intensity_max_gco2_kwh: float | None | Unset
        if isinstance(self.carbon_intensity_max_gco2_kwh, Unset):
            carbon_intensity_max_gco2_kwh = UNSET
        else:
            carbon_intensity_max_gco2_kwh = self.carbon_intensity_max_gco2_kwh

        generation_source: str | Unset = UNSET
        if not isinstance(self.generation_source, Unset):
            generation_source = self.generation_source.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "energy_kwh": energy_kwh,
            "firmness": firmness,
            "window": window,
            "zone": zone,
        })
        if carbon_intensity_max_gco2_kwh is not UNSET:
            field_dict["carbon_intensity_max_gco2_kwh"] = carbon_intensity_max_gco2_kwh
        if generation_source is not UNSET:
            field_dict["generation_source"] = generation_source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        d = dict(src_dict)
        energy_kwh = d.pop("energy_kwh")

        firmness = ProfileFirmness(d.pop("firmness"))




        window = Window.from_dict(d.pop("window"))




        zone = Zone.from_dict(d.pop("zone"))




        def _parse_carbon_intensity_max_gco2_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        carbon_intensity_max_gco2_kwh = _parse_carbon_intensity_max_gco2_kwh(d.pop("carbon_intensity_max_gco2_kwh", UNSET))


        _generation_source = d.pop("generation_source", UNSET)
        generation_source: ProfileGenerationSource | Unset
        if isinstance(_generation_source,  Unset):
            generation_source = UNSET
        else:
            generation_source = ProfileGenerationSource(_generation_source)




        profile = cls(
            energy_kwh=energy_kwh,
            firmness=firmness,
            window=window,
            zone=zone,
            carbon_intensity_max_gco2_kwh=carbon_intensity_max_gco2_kwh,
            generation_source=generation_source,
        )

        return profile

