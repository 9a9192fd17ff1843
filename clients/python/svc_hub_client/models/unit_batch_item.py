from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.unit_fields import UnitFields
  from ..models.unit_item_error import UnitItemError





T = TypeVar("T", bound="UnitBatchItem")



@_attrs_define
class UnitBatchItem:
    """ 
        Attributes:
            index (int):
            ok (bool):
            error (UnitItemError | Unset):
            id (None | str | Unset):
            source (str | Unset): from-ocpi: cdrs or csv_rows
            source_index (int | Unset): from-ocpi: the item's index in its own list
            unit (UnitFields | Unset):
     """

    index: int
    ok: bool
    error: UnitItemError | Unset = UNSET
    id: None | str | Unset = UNSET
    source: str | Unset = UNSET
    source_index: int | Unset = UNSET
    unit: UnitFields | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.unit_fields import UnitFields # noqa: PLC0415
        from ..models.unit_item_error import UnitItemError # noqa: PLC0415
        index = self.index

        ok = self.ok

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        source = self.source

        source_index = self.source_index

        unit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.unit, Unset):
            unit = self.unit.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "ok": ok,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if id is not UNSET:
            field_dict["id"] = id
        if source is not UNSET:
            field_dict["source"] = source
        if source_index is not UNSET:
            field_dict["source_index"] = source_index
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.unit_fields import UnitFields # noqa: PLC0415
        from ..models.unit_item_error import UnitItemError # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        ok = d.pop("ok")

        _error = d.pop("error", UNSET)
        error: UnitItemError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = UnitItemError.from_dict(_error)




        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        source = d.pop("source", UNSET)

        source_index = d.pop("source_index", UNSET)

        _unit = d.pop("unit", UNSET)
        unit: UnitFields | Unset
        if isinstance(_unit,  Unset):
            unit = UNSET
        else:
            unit = UnitFields.from_dict(_unit)




        unit_batch_item = cls(
            index=index,
            ok=ok,
            error=error,
            id=id,
            source=source,
            source_index=source_index,
            unit=unit,
        )

        return unit_batch_item

