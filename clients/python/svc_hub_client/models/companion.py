from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.companion_watt_score_type_0_type_0 import CompanionWattScoreType0Type0
  from ..models.h2o_score import H2OScore
  from ..models.watt_score import WattScore





T = TypeVar("T", bound="Companion")



@_attrs_define
class Companion:
    """ 
        Attributes:
            as_of (str | Unset): The date the score was computed (the mint's)
            asset_id (None | str | Unset):
            basin_id (None | str | Unset):
            basis (str | Unset): asset (a hub asset named), source (the stated generation source alone), flow (what the flow
                states) or none
            carbon_basis (str | Unset):
            energy_kwh (float | Unset):
            energy_note (str | Unset):
            h2o_score (H2OScore | Unset):
            lifecycle_gco2e (float | None | Unset):
            model (str | Unset): watt or h2o
            note (str | Unset):
            price_basis (str | Unset):
            price_eur_mwh (float | Unset):
            reference_value_eur (float | Unset):
            source_type (str | Unset):
            volume_m3 (float | Unset):
            watt_score (CompanionWattScoreType0Type0 | None | Unset | WattScore):
     """

    as_of: str | Unset = UNSET
    asset_id: None | str | Unset = UNSET
    basin_id: None | str | Unset = UNSET
    basis: str | Unset = UNSET
    carbon_basis: str | Unset = UNSET
    energy_kwh: float | Unset = UNSET
    energy_note: str | Unset = UNSET
    h2o_score: H2OScore | Unset = UNSET
    lifecycle_gco2e: float | None | Unset = UNSET
    model: str | Unset = UNSET
    note: str | Unset = UNSET
    price_basis: str | Unset = UNSET
    price_eur_mwh: float | Unset = UNSET
    reference_value_eur: float | Unset = UNSET
    source_type: str | Unset = UNSET
    volume_m3: float | Unset = UNSET
    watt_score: CompanionWattScoreType0Type0 | None | Unset | WattScore = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.companion_watt_score_type_0_type_0 import CompanionWattScoreType0Type0 # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        as_of = self.as_of

        asset_id: None | str | Unset
        if isinstance(self.asset_id, Unset):
            asset_id = UNSET
        else:
            asset_id = self.asset_id

        basin_id: None | str | Unset
        if isinstance(self.basin_id, Unset):
            basin_id = UNSET
        else:
            basin_id = self.basin_id

        basis = self.basis

        carbon_basis = self.carbon_basis

        energy_kwh = self.energy_kwh

        energy_note = self.energy_note

        h2o_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.h2o_score, Unset):
            h2o_score = self.h2o_score.to_dict()

        lifecycle_gco2e: float | None | Unset
        if isinstance(self.lifecycle_gco2e, Unset):
            lifecycle_gco2e = UNSET
        else:
            lifecycle_gco2e = self.lifecycle_gco2e

        model = self.model

        note = self.note

        price_basis = self.price_basis

        price_eur_mwh = self.price_eur_mwh

        reference_value_eur = self.reference_value_eur

        source_type = self.source_type

        volume_m3 = self.volume_m3

        watt_score: dict[str, Any] | None | Unset
        if isinstance(self.watt_score, Unset):
            watt_score = UNSET
        elif isinstance(self.watt_score, CompanionWattScoreType0Type0):
            watt_score = self.watt_score.to_dict()
        elif isinstance(self.watt_score, WattScore):
            watt_score = self.watt_score.to_dict()
        else:
            watt_score = self.watt_score


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if as_of is not UNSET:
            field_dict["as_of"] = as_of
        if asset_id is not UNSET:
            field_dict["asset_id"] = asset_id
        if basin_id is not UNSET:
            field_dict["basin_id"] = basin_id
        if basis is not UNSET:
            field_dict["basis"] = basis
        if carbon_basis is not UNSET:
            field_dict["carbon_basis"] = carbon_basis
        if energy_kwh is not UNSET:
            field_dict["energy_kwh"] = energy_kwh
        if energy_note is not UNSET:
            field_dict["energy_note"] = energy_note
        if h2o_score is not UNSET:
            field_dict["h2o_score"] = h2o_score
        if lifecycle_gco2e is not UNSET:
            field_dict["lifecycle_gco2e"] = lifecycle_gco2e
        if model is not UNSET:
            field_dict["model"] = model
        if note is not UNSET:
            field_dict["note"] = note
        if price_basis is not UNSET:
            field_dict["price_basis"] = price_basis
        if price_eur_mwh is not UNSET:
            field_dict["price_eur_mwh"] = price_eur_mwh
        if reference_value_eur is not UNSET:
            field_dict["reference_value_eur"] = reference_value_eur
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if volume_m3 is not UNSET:
            field_dict["volume_m3"] = volume_m3
        if watt_score is not UNSET:
            field_dict["watt_score"] = watt_score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.companion_watt_score_type_0_type_0 import CompanionWattScoreType0Type0 # noqa: PLC0415
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of", UNSET)

        def _parse_asset_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        asset_id = _parse_asset_id(d.pop("asset_id", UNSET))


        def _parse_basin_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        basin_id = _parse_basin_id(d.pop("basin_id", UNSET))


        basis = d.pop("basis", UNSET)

        carbon_basis = d.pop("carbon_basis", UNSET)

        energy_kwh = d.pop("energy_kwh", UNSET)

        energy_note = d.pop("energy_note", UNSET)

        _h2o_score = d.pop("h2o_score", UNSET)
        h2o_score: H2OScore | Unset
        if isinstance(_h2o_score,  Unset):
            h2o_score = UNSET
        else:
            h2o_score = H2OScore.from_dict(_h2o_score)




        def _parse_lifecycle_gco2e(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        lifecycle_gco2e = _parse_lifecycle_gco2e(d.pop("lifecycle_gco2e", UNSET))


        model = d.pop("model", UNSET)

        note = d.pop("note", UNSET)

        price_basis = d.pop("price_basis", UNSET)

        price_eur_mwh = d.pop("price_eur_mwh", UNSET)

        reference_value_eur = d.pop("reference_value_eur", UNSET)

        source_type = d.pop("source_type", UNSET)

        volume_m3 = d.pop("volume_m3", UNSET)

        def _parse_watt_score(data: object) -> CompanionWattScoreType0Type0 | None | Unset | WattScore:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                watt_score_type_0_type_0 = CompanionWattScoreType0Type0.from_dict(data)



                return watt_score_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                watt_score_type_1 = WattScore.from_dict(data)



                return watt_score_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompanionWattScoreType0Type0 | None | Unset | WattScore, data)

        watt_score = _parse_watt_score(d.pop("watt_score", UNSET))


        companion = cls(
            as_of=as_of,
            asset_id=asset_id,
            basin_id=basin_id,
            basis=basis,
            carbon_basis=carbon_basis,
            energy_kwh=energy_kwh,
            energy_note=energy_note,
            h2o_score=h2o_score,
            lifecycle_gco2e=lifecycle_gco2e,
            model=model,
            note=note,
            price_basis=price_basis,
            price_eur_mwh=price_eur_mwh,
            reference_value_eur=reference_value_eur,
            source_type=source_type,
            volume_m3=volume_m3,
            watt_score=watt_score,
        )

        return companion

