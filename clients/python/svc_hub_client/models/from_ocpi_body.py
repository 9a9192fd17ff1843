from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FromOcpiBody")



@_attrs_define
class FromOcpiBody:
    """ 
        Attributes:
            cdrs (list[Any] | Unset): Flat cdrs {id, start_date_time, end_date_time, total_energy, country, location_id,
                cpo_id}, or OCPI 2.2.1 CDR objects
            csv_rows (list[Any] | Unset): {external_session_id, started_at, ended_at, energy_kwh, country, operator_id?,
                max_power_kw?}
            default_operator_id (str | Unset): The operator of flat cdrs without cpo_id and of CSV rows without operator_id
     """

    cdrs: list[Any] | Unset = UNSET
    csv_rows: list[Any] | Unset = UNSET
    default_operator_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cdrs: list[Any] | Unset = UNSET
        if not isinstance(self.cdrs, Unset):
            cdrs = self.cdrs



        csv_rows: list[Any] | Unset = UNSET
        if not isinstance(self.csv_rows, Unset):
            csv_rows = self.csv_rows



        default_operator_id = self.default_operator_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if cdrs is not UNSET:
            field_dict["cdrs"] = cdrs
        if csv_rows is not UNSET:
            field_dict["csv_rows"] = csv_rows
        if default_operator_id is not UNSET:
            field_dict["default_operator_id"] = default_operator_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cdrs = cast(list[Any], d.pop("cdrs", UNSET))


        csv_rows = cast(list[Any], d.pop("csv_rows", UNSET))


        default_operator_id = d.pop("default_operator_id", UNSET)

        from_ocpi_body = cls(
            cdrs=cdrs,
            csv_rows=csv_rows,
            default_operator_id=default_operator_id,
        )

        return from_ocpi_body

