from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dated_value import DatedValue





T = TypeVar("T", bound="ProductPoints")



@_attrs_define
class ProductPoints:
    """ 
        Attributes:
            apy (list[DatedValue]): Percent
            tvl_usd (list[DatedValue]): US dollars
     """

    apy: list[DatedValue]
    tvl_usd: list[DatedValue]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dated_value import DatedValue # noqa: PLC0415
        apy = []
        for apy_item_data in self.apy:
            apy_item = apy_item_data.to_dict()
            apy.append(apy_item)



        tvl_usd = []
        for tvl_usd_item_data in self.tvl_usd:
            tvl_usd_item = tvl_usd_item_data.to_dict()
            tvl_usd.append(tvl_usd_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "apy": apy,
            "tvl_usd": tvl_usd,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dated_value import DatedValue # noqa: PLC0415
        d = dict(src_dict)
        apy = []
        _apy = d.pop("apy")
        for apy_item_data in (_apy):
            apy_item = DatedValue.from_dict(apy_item_data)



            apy.append(apy_item)


        tvl_usd = []
        _tvl_usd = d.pop("tvl_usd")
        for tvl_usd_item_data in (_tvl_usd):
            tvl_usd_item = DatedValue.from_dict(tvl_usd_item_data)



            tvl_usd.append(tvl_usd_item)


        product_points = cls(
            apy=apy,
            tvl_usd=tvl_usd,
        )

        return product_points

