from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="OverviewTotal")



@_attrs_define
class OverviewTotal:
    """ 
        Attributes:
            key (str): The asset class or chain (all for the total); among chains, multi-chain is the TVL of products on
                several chains that no source splits by chain, and chain-not-stated the products without a chain
            note (None | str): Says that the total sums TVLs of different dates, with the oldest and the newest (null when
                no TVL is disclosed)
            products (int):
            tvl_known (int): How many of these products have a disclosed TVL counted in this group
            tvl_newest (None | str): Newest TVL as_of
            tvl_oldest (None | str): Oldest TVL as_of
            tvl_usd (float | None): Sum of the disclosed TVLs counted in this group
     """

    key: str
    note: None | str
    products: int
    tvl_known: int
    tvl_newest: None | str
    tvl_oldest: None | str
    tvl_usd: float | None





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        note: None | str
        note = self.note

        products = self.products

        tvl_known = self.tvl_known

        tvl_newest: None | str
        tvl_newest = self.tvl_newest

        tvl_oldest: None | str
        tvl_oldest = self.tvl_oldest

        tvl_usd: float | None
        tvl_usd = self.tvl_usd


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "note": note,
            "products": products,
            "tvl_known": tvl_known,
            "tvl_newest": tvl_newest,
            "tvl_oldest": tvl_oldest,
            "tvl_usd": tvl_usd,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))


        products = d.pop("products")

        tvl_known = d.pop("tvl_known")

        def _parse_tvl_newest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tvl_newest = _parse_tvl_newest(d.pop("tvl_newest"))


        def _parse_tvl_oldest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tvl_oldest = _parse_tvl_oldest(d.pop("tvl_oldest"))


        def _parse_tvl_usd(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        tvl_usd = _parse_tvl_usd(d.pop("tvl_usd"))


        overview_total = cls(
            key=key,
            note=note,
            products=products,
            tvl_known=tvl_known,
            tvl_newest=tvl_newest,
            tvl_oldest=tvl_oldest,
            tvl_usd=tvl_usd,
        )

        return overview_total

