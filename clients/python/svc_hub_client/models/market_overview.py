from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.overview_group import OverviewGroup
  from ..models.overview_total import OverviewTotal
  from ..models.screener_query_read import ScreenerQueryRead





T = TypeVar("T", bound="MarketOverview")



@_attrs_define
class MarketOverview:
    """ 
        Attributes:
            as_of (str): Date of the catalogue
            by_asset_class (list[OverviewGroup]):
            by_chain (list[OverviewGroup]):
            meta (Meta):
            query (ScreenerQueryRead):
            total (OverviewTotal):
     """

    as_of: str
    by_asset_class: list[OverviewGroup]
    by_chain: list[OverviewGroup]
    meta: Meta
    query: ScreenerQueryRead
    total: OverviewTotal





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.overview_group import OverviewGroup # noqa: PLC0415
        from ..models.overview_total import OverviewTotal # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        as_of = self.as_of

        by_asset_class = []
        for by_asset_class_item_data in self.by_asset_class:
            by_asset_class_item = by_asset_class_item_data.to_dict()
            by_asset_class.append(by_asset_class_item)



        by_chain = []
        for by_chain_item_data in self.by_chain:
            by_chain_item = by_chain_item_data.to_dict()
            by_chain.append(by_chain_item)



        meta = self.meta.to_dict()

        query = self.query.to_dict()

        total = self.total.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "by_asset_class": by_asset_class,
            "by_chain": by_chain,
            "meta": meta,
            "query": query,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.overview_group import OverviewGroup # noqa: PLC0415
        from ..models.overview_total import OverviewTotal # noqa: PLC0415
        from ..models.screener_query_read import ScreenerQueryRead # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        by_asset_class = []
        _by_asset_class = d.pop("by_asset_class")
        for by_asset_class_item_data in (_by_asset_class):
            by_asset_class_item = OverviewGroup.from_dict(by_asset_class_item_data)



            by_asset_class.append(by_asset_class_item)


        by_chain = []
        _by_chain = d.pop("by_chain")
        for by_chain_item_data in (_by_chain):
            by_chain_item = OverviewGroup.from_dict(by_chain_item_data)



            by_chain.append(by_chain_item)


        meta = Meta.from_dict(d.pop("meta"))




        query = ScreenerQueryRead.from_dict(d.pop("query"))




        total = OverviewTotal.from_dict(d.pop("total"))




        market_overview = cls(
            as_of=as_of,
            by_asset_class=by_asset_class,
            by_chain=by_chain,
            meta=meta,
            query=query,
            total=total,
        )

        return market_overview

