from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ShortlistProduct")



@_attrs_define
class ShortlistProduct:
    """ 
        Attributes:
            entity_id (str):
            id (str):
            name (str):
            risk_tier (str):
            apy (float | None | Unset):
            apy_as_of (None | str | Unset):
            apy_basis (None | str | Unset):
            tvl_as_of (None | str | Unset):
            tvl_usd (float | None | Unset):
     """

    entity_id: str
    id: str
    name: str
    risk_tier: str
    apy: float | None | Unset = UNSET
    apy_as_of: None | str | Unset = UNSET
    apy_basis: None | str | Unset = UNSET
    tvl_as_of: None | str | Unset = UNSET
    tvl_usd: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        entity_id = self.entity_id

        id = self.id

        name = self.name

        risk_tier = self.risk_tier

        apy: float | None | Unset
        if isinstance(self.apy, Unset):
            apy = UNSET
        else:
            apy = self.apy

        apy_as_of: None | str | Unset
        if isinstance(self.apy_as_of, Unset):
            apy_as_of = UNSET
        else:
            apy_as_of = self.apy_as_of

        apy_basis: None | str | Unset
        if isinstance(self.apy_basis, Unset):
            apy_basis = UNSET
        else:
            apy_basis = self.apy_basis

        tvl_as_of: None | str | Unset
        if isinstance(self.tvl_as_of, Unset):
            tvl_as_of = UNSET
        else:
            tvl_as_of = self.tvl_as_of

        tvl_usd: float | None | Unset
        if isinstance(self.tvl_usd, Unset):
            tvl_usd = UNSET
        else:
            tvl_usd = self.tvl_usd


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entity_id": entity_id,
            "id": id,
            "name": name,
            "risk_tier": risk_tier,
        })
        if apy is not UNSET:
            field_dict["apy"] = apy
        if apy_as_of is not UNSET:
            field_dict["apy_as_of"] = apy_as_of
        if apy_basis is not UNSET:
            field_dict["apy_basis"] = apy_basis
        if tvl_as_of is not UNSET:
            field_dict["tvl_as_of"] = tvl_as_of
        if tvl_usd is not UNSET:
            field_dict["tvl_usd"] = tvl_usd

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_id = d.pop("entity_id")

        id = d.pop("id")

        name = d.pop("name")

        risk_tier = d.pop("risk_tier")

        def _parse_apy(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        apy = _parse_apy(d.pop("apy", UNSET))


        def _parse_apy_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        apy_as_of = _parse_apy_as_of(d.pop("apy_as_of", UNSET))


        def _parse_apy_basis(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        apy_basis = _parse_apy_basis(d.pop("apy_basis", UNSET))


        def _parse_tvl_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tvl_as_of = _parse_tvl_as_of(d.pop("tvl_as_of", UNSET))


        def _parse_tvl_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        tvl_usd = _parse_tvl_usd(d.pop("tvl_usd", UNSET))


        shortlist_product = cls(
            entity_id=entity_id,
            id=id,
            name=name,
            risk_tier=risk_tier,
            apy=apy,
            apy_as_of=apy_as_of,
            apy_basis=apy_basis,
            tvl_as_of=tvl_as_of,
            tvl_usd=tvl_usd,
        )

        return shortlist_product

