from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Watching")



@_attrs_define
class Watching:
    """ 
        Attributes:
            asset_type (None | str | Unset):
            jurisdiction (None | str | Unset):
     """

    asset_type: None | str | Unset = UNSET
    jurisdiction: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_type: None | str | Unset
        if isinstance(self.asset_type, Unset):
            asset_type = UNSET
        else:
            asset_type = self.asset_type

        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asset_type is not UNSET:
            field_dict["asset_type"] = asset_type
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_asset_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        asset_type = _parse_asset_type(d.pop("asset_type", UNSET))


        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        watching = cls(
            asset_type=asset_type,
            jurisdiction=jurisdiction,
        )

        return watching

