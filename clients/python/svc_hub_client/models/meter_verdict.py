from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meter_reading import MeterReading





T = TypeVar("T", bound="MeterVerdict")



@_attrs_define
class MeterVerdict:
    """ 
        Attributes:
            algorithm (None | str | Unset):
            checked_at (str | Unset): When the hub checked it (the mint)
            encoding_method (None | str | Unset):
            matches_total_energy (bool | None | Unset):
            meter_serial (None | str | Unset):
            metered_kwh (float | None | Unset):
            present (bool | Unset):
            public_key_sha256 (None | str | Unset):
            readings (list[MeterReading] | Unset):
            reasons (list[str] | Unset):
            signatures_valid (bool | None | Unset):
            signed_data_sha256 (str | Unset): SHA-256 of the RFC 8785 JSON of the signed data
            verdict (str | Unset): valid, invalid or unverifiable
     """

    algorithm: None | str | Unset = UNSET
    checked_at: str | Unset = UNSET
    encoding_method: None | str | Unset = UNSET
    matches_total_energy: bool | None | Unset = UNSET
    meter_serial: None | str | Unset = UNSET
    metered_kwh: float | None | Unset = UNSET
    present: bool | Unset = UNSET
    public_key_sha256: None | str | Unset = UNSET
    readings: list[MeterReading] | Unset = UNSET
    reasons: list[str] | Unset = UNSET
    signatures_valid: bool | None | Unset = UNSET
    signed_data_sha256: str | Unset = UNSET
    verdict: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meter_reading import MeterReading # noqa: PLC0415
        algorithm: None | str | Unset
        if isinstance(self.algorithm, Unset):
            algorithm = UNSET
        else:
            algorithm = self.algorithm

        checked_at = self.checked_at

        encoding_method: None | str | Unset
        if isinstance(self.encoding_method, Unset):
            encoding_method = UNSET
        else:
            encoding_method = self.encoding_method

        matches_total_energy: bool | None | Unset
        if isinstance(self.matches_total_energy, Unset):
            matches_total_energy = UNSET
        else:
            matches_total_energy = self.matches_total_energy

        meter_serial: None | str | Unset
        if isinstance(self.meter_serial, Unset):
            meter_serial = UNSET
        else:
            meter_serial = self.meter_serial

        metered_kwh: float | None | Unset
        if isinstance(self.metered_kwh, Unset):
            metered_kwh = UNSET
        else:
            metered_kwh = self.metered_kwh

        present = self.present

        public_key_sha256: None | str | Unset
        if isinstance(self.public_key_sha256, Unset):
            public_key_sha256 = UNSET
        else:
            public_key_sha256 = self.public_key_sha256

        readings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.readings, Unset):
            readings = []
            for readings_item_data in self.readings:
                readings_item = readings_item_data.to_dict()
                readings.append(readings_item)



        reasons: list[str] | Unset = UNSET
        if not isinstance(self.reasons, Unset):
            reasons = self.reasons



        signatures_valid: bool | None | Unset
        if isinstance(self.signatures_valid, Unset):
            signatures_valid = UNSET
        else:
            signatures_valid = self.signatures_valid

        signed_data_sha256 = self.signed_data_sha256

        verdict = self.verdict


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if algorithm is not UNSET:
            field_dict["algorithm"] = algorithm
        if checked_at is not UNSET:
            field_dict["checked_at"] = checked_at
        if encoding_method is not UNSET:
            field_dict["encoding_method"] = encoding_method
        if matches_total_energy is not UNSET:
            field_dict["matches_total_energy"] = matches_total_energy
        if meter_serial is not UNSET:
            field_dict["meter_serial"] = meter_serial
        if metered_kwh is not UNSET:
            field_dict["metered_kwh"] = metered_kwh
        if present is not UNSET:
            field_dict["present"] = present
        if public_key_sha256 is not UNSET:
            field_dict["public_key_sha256"] = public_key_sha256
        if readings is not UNSET:
            field_dict["readings"] = readings
        if reasons is not UNSET:
            field_dict["reasons"] = reasons
        if signatures_valid is not UNSET:
            field_dict["signatures_valid"] = signatures_valid
        if signed_data_sha256 is not UNSET:
            field_dict["signed_data_sha256"] = signed_data_sha256
        if verdict is not UNSET:
            field_dict["verdict"] = verdict

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meter_reading import MeterReading # noqa: PLC0415
        d = dict(src_dict)
        def _parse_algorithm(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        algorithm = _parse_algorithm(d.pop("algorithm", UNSET))


        checked_at = d.pop("checked_at", UNSET)

        def _parse_encoding_method(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        encoding_method = _parse_encoding_method(d.pop("encoding_method", UNSET))


        def _parse_matches_total_energy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        matches_total_energy = _parse_matches_total_energy(d.pop("matches_total_energy", UNSET))


        def _parse_meter_serial(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        meter_serial = _parse_meter_serial(d.pop("meter_serial", UNSET))


        def _parse_metered_kwh(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        metered_kwh = _parse_metered_kwh(d.pop("metered_kwh", UNSET))


        present = d.pop("present", UNSET)

        def _parse_public_key_sha256(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        public_key_sha256 = _parse_public_key_sha256(d.pop("public_key_sha256", UNSET))


        _readings = d.pop("readings", UNSET)
        readings: list[MeterReading] | Unset = UNSET
        if _readings is not UNSET:
            readings = []
            for readings_item_data in _readings:
                readings_item = MeterReading.from_dict(readings_item_data)



                readings.append(readings_item)


        reasons = cast(list[str], d.pop("reasons", UNSET))


        def _parse_signatures_valid(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        signatures_valid = _parse_signatures_valid(d.pop("signatures_valid", UNSET))


        signed_data_sha256 = d.pop("signed_data_sha256", UNSET)

        verdict = d.pop("verdict", UNSET)

        meter_verdict = cls(
            algorithm=algorithm,
            checked_at=checked_at,
            encoding_method=encoding_method,
            matches_total_energy=matches_total_energy,
            meter_serial=meter_serial,
            metered_kwh=metered_kwh,
            present=present,
            public_key_sha256=public_key_sha256,
            readings=readings,
            reasons=reasons,
            signatures_valid=signatures_valid,
            signed_data_sha256=signed_data_sha256,
            verdict=verdict,
        )

        return meter_verdict

