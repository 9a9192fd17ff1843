from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PassportFacts")



@_attrs_define
class PassportFacts:
    """ 
        Attributes:
            area_ha (float | Unset):
            asset_class (str | Unset):
            asset_type (str | Unset):
            basin (str | Unset):
            biome (str | Unset):
            buffer_permanence_notes (str | Unset):
            capacity_factor_pct (float | Unset):
            capacity_mw (float | Unset):
            cobenefits (str | Unset):
            commissioning_year (int | Unset):
            crediting_period (str | Unset):
            credits_issued (int | Unset):
            iucn_category (str | Unset):
            methodology (str | Unset):
            nature_class (str | Unset):
            operator (str | Unset):
            pressure (str | Unset):
            project_id (str | Unset):
            project_type (str | Unset):
            protection_status (str | Unset):
            registry (str | Unset):
            source_type (str | Unset):
            storage_m3 (float | Unset):
            storage_mwh (float | Unset):
            stress_band (str | Unset):
            stress_measure (str | Unset):
            stress_scope (str | Unset):
            technology (str | Unset):
            unit (str | Unset):
            use (str | Unset):
            volume (float | Unset):
            volume_m3_per_year (float | Unset):
     """

    area_ha: float | Unset = UNSET
    asset_class: str | Unset = UNSET
    asset_type: str | Unset = UNSET
    basin: str | Unset = UNSET
    biome: str | Unset = UNSET
    buffer_permanence_notes: str | Unset = UNSET
    capacity_factor_pct: float | Unset = UNSET
    capacity_mw: float | Unset = UNSET
    cobenefits: str | Unset = UNSET
    commissioning_year: int | Unset = UNSET
    crediting_period: str | Unset = UNSET
    credits_issued: int | Unset = UNSET
    iucn_category: str | Unset = UNSET
    methodology: str | Unset = UNSET
    nature_class: str | Unset = UNSET
    operator: str | Unset = UNSET
    pressure: str | Unset = UNSET
    project_id: str | Unset = UNSET
    project_type: str | Unset = UNSET
    protection_status: str | Unset = UNSET
    registry: str | Unset = UNSET
    source_type: str | Unset = UNSET
    storage_m3: float | Unset = UNSET
    storage_mwh: float | Unset = UNSET
    stress_band: str | Unset = UNSET
    stress_measure: str | Unset = UNSET
    stress_scope: str | Unset = UNSET
    technology: str | Unset = UNSET
    unit: str | Unset = UNSET
    use: str | Unset = UNSET
    volume: float | Unset = UNSET
    volume_m3_per_year: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        area_ha = self.area_ha

        asset_class = self.asset_class

        asset_type = self.asset_type

        basin = self.basin

        biome = self.biome

        buffer_permanence_notes = self.buffer_permanence_notes

        capacity_factor_pct = self.capacity_factor_pct

        capacity_mw = self.capacity_mw

        cobenefits = self.cobenefits

        commissioning_year = self.commissioning_year

        crediting_period = self.crediting_period

        credits_issued = self.credits_issued

        iucn_category = self.iucn_category

        methodology = self.methodology

        nature_class = self.nature_class

        operator = self.operator

        pressure = self.pressure

        project_id = self.project_id

        project_type = self.project_type

        protection_status = self.protection_status

        registry = self.registry

        source_type = self.source_type

        storage_m3 = self.storage_m3

        storage_mwh = self.storage_mwh

        stress_band = self.stress_band

        stress_measure = self.stress_measure

        stress_scope = self.stress_scope

        technology = self.technology

        unit = self.unit

        use = self.use

        volume = self.volume

        volume_m3_per_year = self.volume_m3_per_year


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if area_ha is not UNSET:
            field_dict["area_ha"] = area_ha
        if asset_class is not UNSET:
            field_dict["asset_class"] = asset_class
        if asset_type is not UNSET:
            field_dict["asset_type"] = asset_type
        if basin is not UNSET:
            field_dict["basin"] = basin
        if biome is not UNSET:
            field_dict["biome"] = biome
        if buffer_permanence_notes is not UNSET:
            field_dict["buffer_permanence_notes"] = buffer_permanence_notes
        if capacity_factor_pct is not UNSET:
            field_dict["capacity_factor_pct"] = capacity_factor_pct
        if capacity_mw is not UNSET:
            field_dict["capacity_mw"] = capacity_mw
        if cobenefits is not UNSET:
            field_dict["cobenefits"] = cobenefits
        if commissioning_year is not UNSET:
            field_dict["commissioning_year"] = commissioning_year
        if crediting_period is not UNSET:
            field_dict["crediting_period"] = crediting_period
        if credits_issued is not UNSET:
            field_dict["credits_issued"] = credits_issued
        if iucn_category is not UNSET:
            field_dict["iucn_category"] = iucn_category
        if methodology is not UNSET:
            field_dict["methodology"] = methodology
        if nature_class is not UNSET:
            field_dict["nature_class"] = nature_class
        if operator is not UNSET:
            field_dict["operator"] = operator
        if pressure is not UNSET:
            field_dict["pressure"] = pressure
        if project_id is not UNSET:
            field_dict["project_id"] = project_id
        if project_type is not UNSET:
            field_dict["project_type"] = project_type
        if protection_status is not UNSET:
            field_dict["protection_status"] = protection_status
        if registry is not UNSET:
            field_dict["registry"] = registry
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if storage_m3 is not UNSET:
            field_dict["storage_m3"] = storage_m3
        if storage_mwh is not UNSET:
            field_dict["storage_mwh"] = storage_mwh
        if stress_band is not UNSET:
            field_dict["stress_band"] = stress_band
        if stress_measure is not UNSET:
            field_dict["stress_measure"] = stress_measure
        if stress_scope is not UNSET:
            field_dict["stress_scope"] = stress_scope
        if technology is not UNSET:
            field_dict["technology"] = technology
        if unit is not UNSET:
            field_dict["unit"] = unit
        if use is not UNSET:
            field_dict["use"] = use
        if volume is not UNSET:
            field_dict["volume"] = volume
        if volume_m3_per_year is not UNSET:
            field_dict["volume_m3_per_year"] = volume_m3_per_year

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_ha = d.pop("area_ha", UNSET)

        asset_class = d.pop("asset_class", UNSET)

        asset_type = d.pop("asset_type", UNSET)

        basin = d.pop("basin", UNSET)

        biome = d.pop("biome", UNSET)

        buffer_permanence_notes = d.pop("buffer_permanence_notes", UNSET)

        capacity_factor_pct = d.pop("capacity_factor_pct", UNSET)

        capacity_mw = d.pop("capacity_mw", UNSET)

        cobenefits = d.pop("cobenefits", UNSET)

        commissioning_year = d.pop("commissioning_year", UNSET)

        crediting_period = d.pop("crediting_period", UNSET)

        credits_issued = d.pop("credits_issued", UNSET)

        iucn_category = d.pop("iucn_category", UNSET)

        methodology = d.pop("methodology", UNSET)

        nature_class = d.pop("nature_class", UNSET)

        operator = d.pop("operator", UNSET)

        pressure = d.pop("pressure", UNSET)

        project_id = d.pop("project_id", UNSET)

        project_type = d.pop("project_type", UNSET)

        protection_status = d.pop("protection_status", UNSET)

        registry = d.pop("registry", UNSET)

        source_type = d.pop("source_type", UNSET)

        storage_m3 = d.pop("storage_m3", UNSET)

        storage_mwh = d.pop("storage_mwh", UNSET)

        stress_band = d.pop("stress_band", UNSET)

        stress_measure = d.pop("stress_measure", UNSET)

        stress_scope = d.pop("stress_scope", UNSET)

        technology = d.pop("technology", UNSET)

        unit = d.pop("unit", UNSET)

        use = d.pop("use", UNSET)

        volume = d.pop("volume", UNSET)

        volume_m3_per_year = d.pop("volume_m3_per_year", UNSET)

        passport_facts = cls(
            area_ha=area_ha,
            asset_class=asset_class,
            asset_type=asset_type,
            basin=basin,
            biome=biome,
            buffer_permanence_notes=buffer_permanence_notes,
            capacity_factor_pct=capacity_factor_pct,
            capacity_mw=capacity_mw,
            cobenefits=cobenefits,
            commissioning_year=commissioning_year,
            crediting_period=crediting_period,
            credits_issued=credits_issued,
            iucn_category=iucn_category,
            methodology=methodology,
            nature_class=nature_class,
            operator=operator,
            pressure=pressure,
            project_id=project_id,
            project_type=project_type,
            protection_status=protection_status,
            registry=registry,
            source_type=source_type,
            storage_m3=storage_m3,
            storage_mwh=storage_mwh,
            stress_band=stress_band,
            stress_measure=stress_measure,
            stress_scope=stress_scope,
            technology=technology,
            unit=unit,
            use=use,
            volume=volume,
            volume_m3_per_year=volume_m3_per_year,
        )

        return passport_facts

