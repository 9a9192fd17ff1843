from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.highlights_apy_item_type_1 import HighlightsApyItemType1
from ..models.highlights_apy_item_type_2_type_1 import HighlightsApyItemType2Type1
from ..models.highlights_apy_item_type_3_type_1 import HighlightsApyItemType3Type1
from ..models.highlights_liquidity_days_item_type_1 import HighlightsLiquidityDaysItemType1
from ..models.highlights_liquidity_days_item_type_2_type_1 import HighlightsLiquidityDaysItemType2Type1
from ..models.highlights_liquidity_days_item_type_3_type_1 import HighlightsLiquidityDaysItemType3Type1
from ..models.highlights_liquidity_score_item_type_1 import HighlightsLiquidityScoreItemType1
from ..models.highlights_liquidity_score_item_type_2_type_1 import HighlightsLiquidityScoreItemType2Type1
from ..models.highlights_liquidity_score_item_type_3_type_1 import HighlightsLiquidityScoreItemType3Type1
from ..models.highlights_min_investment_usd_item_type_1 import HighlightsMinInvestmentUsdItemType1
from ..models.highlights_min_investment_usd_item_type_2_type_1 import HighlightsMinInvestmentUsdItemType2Type1
from ..models.highlights_min_investment_usd_item_type_3_type_1 import HighlightsMinInvestmentUsdItemType3Type1
from ..models.highlights_transparency_score_item_type_1 import HighlightsTransparencyScoreItemType1
from ..models.highlights_transparency_score_item_type_2_type_1 import HighlightsTransparencyScoreItemType2Type1
from ..models.highlights_transparency_score_item_type_3_type_1 import HighlightsTransparencyScoreItemType3Type1
from ..models.highlights_tvl_usd_item_type_1 import HighlightsTvlUsdItemType1
from ..models.highlights_tvl_usd_item_type_2_type_1 import HighlightsTvlUsdItemType2Type1
from ..models.highlights_tvl_usd_item_type_3_type_1 import HighlightsTvlUsdItemType3Type1
from typing import cast






T = TypeVar("T", bound="Highlights")



@_attrs_define
class Highlights:
    """ 
        Attributes:
            apy (list[HighlightsApyItemType1 | HighlightsApyItemType2Type1 | HighlightsApyItemType3Type1 | None]):
            liquidity_days (list[HighlightsLiquidityDaysItemType1 | HighlightsLiquidityDaysItemType2Type1 |
                HighlightsLiquidityDaysItemType3Type1 | None]):
            liquidity_score (list[HighlightsLiquidityScoreItemType1 | HighlightsLiquidityScoreItemType2Type1 |
                HighlightsLiquidityScoreItemType3Type1 | None]):
            min_investment_usd (list[HighlightsMinInvestmentUsdItemType1 | HighlightsMinInvestmentUsdItemType2Type1 |
                HighlightsMinInvestmentUsdItemType3Type1 | None]):
            transparency_score (list[HighlightsTransparencyScoreItemType1 | HighlightsTransparencyScoreItemType2Type1 |
                HighlightsTransparencyScoreItemType3Type1 | None]):
            tvl_usd (list[HighlightsTvlUsdItemType1 | HighlightsTvlUsdItemType2Type1 | HighlightsTvlUsdItemType3Type1 |
                None]):
     """

    apy: list[HighlightsApyItemType1 | HighlightsApyItemType2Type1 | HighlightsApyItemType3Type1 | None]
    liquidity_days: list[HighlightsLiquidityDaysItemType1 | HighlightsLiquidityDaysItemType2Type1 | HighlightsLiquidityDaysItemType3Type1 | None]
    liquidity_score: list[HighlightsLiquidityScoreItemType1 | HighlightsLiquidityScoreItemType2Type1 | HighlightsLiquidityScoreItemType3Type1 | None]
    min_investment_usd: list[HighlightsMinInvestmentUsdItemType1 | HighlightsMinInvestmentUsdItemType2Type1 | HighlightsMinInvestmentUsdItemType3Type1 | None]
    transparency_score: list[HighlightsTransparencyScoreItemType1 | HighlightsTransparencyScoreItemType2Type1 | HighlightsTransparencyScoreItemType3Type1 | None]
    tvl_usd: list[HighlightsTvlUsdItemType1 | HighlightsTvlUsdItemType2Type1 | HighlightsTvlUsdItemType3Type1 | None]





    def to_dict(self) -> dict[str, Any]:
        apy = []
        for apy_item_data in self.apy:
            apy_item: None | str
            if isinstance(apy_item_data, HighlightsApyItemType1):
                apy_item = apy_item_data.value
            elif isinstance(apy_item_data, HighlightsApyItemType2Type1):
                apy_item = apy_item_data.value
            elif isinstance(apy_item_data, HighlightsApyItemType3Type1):
                apy_item = apy_item_data.value
            else:
                apy_item = apy_item_data
            apy.append(apy_item)



        liquidity_days = []
        for liquidity_days_item_data in self.liquidity_days:
            liquidity_days_item: None | str
            if isinstance(liquidity_days_item_data, HighlightsLiquidityDaysItemType1):
                liquidity_days_item = liquidity_days_item_data.value
            elif isinstance(liquidity_days_item_data, HighlightsLiquidityDaysItemType2Type1):
                liquidity_days_item = liquidity_days_item_data.value
            elif isinstance(liquidity_days_item_data, HighlightsLiquidityDaysItemType3Type1):
                liquidity_days_item = liquidity_days_item_data.value
            else:
                liquidity_days_item = liquidity_days_item_data
            liquidity_days.append(liquidity_days_item)



        liquidity_score = []
        for liquidity_score_item_data in self.liquidity_score:
            liquidity_score_item: None | str
            if isinstance(liquidity_score_item_data, HighlightsLiquidityScoreItemType1):
                liquidity_score_item = liquidity_score_item_data.value
            elif isinstance(liquidity_score_item_data, HighlightsLiquidityScoreItemType2Type1):
                liquidity_score_item = liquidity_score_item_data.value
            elif isinstance(liquidity_score_item_data, HighlightsLiquidityScoreItemType3Type1):
                liquidity_score_item = liquidity_score_item_data.value
            else:
                liquidity_score_item = liquidity_score_item_data
            liquidity_score.append(liquidity_score_item)



        min_investment_usd = []
        for min_investment_usd_item_data in self.min_investment_usd:
            min_investment_usd_item: None | str
            if isinstance(min_investment_usd_item_data, HighlightsMinInvestmentUsdItemType1):
                min_investment_usd_item = min_investment_usd_item_data.value
            elif isinstance(min_investment_usd_item_data, HighlightsMinInvestmentUsdItemType2Type1):
                min_investment_usd_item = min_investment_usd_item_data.value
            elif isinstance(min_investment_usd_item_data, HighlightsMinInvestmentUsdItemType3Type1):
                min_investment_usd_item = min_investment_usd_item_data.value
            else:
                min_investment_usd_item = min_investment_usd_item_data
            min_investment_usd.append(min_investment_usd_item)



        transparency_score = []
        for transparency_score_item_data in self.transparency_score:
            transparency_score_item: None | str
            if isinstance(transparency_score_item_data, HighlightsTransparencyScoreItemType1):
                transparency_score_item = transparency_score_item_data.value
            elif isinstance(transparency_score_item_data, HighlightsTransparencyScoreItemType2Type1):
                transparency_score_item = transparency_score_item_data.value
            elif isinstance(transparency_score_item_data, HighlightsTransparencyScoreItemType3Type1):
                transparency_score_item = transparency_score_item_data.value
            else:
                transparency_score_item = transparency_score_item_data
            transparency_score.append(transparency_score_item)



        tvl_usd = []
        for tvl_usd_item_data in self.tvl_usd:
            tvl_usd_item: None | str
            if isinstance(tvl_usd_item_data, HighlightsTvlUsdItemType1):
                tvl_usd_item = tvl_usd_item_data.value
            elif isinstance(tvl_usd_item_data, HighlightsTvlUsdItemType2Type1):
                tvl_usd_item = tvl_usd_item_data.value
            elif isinstance(tvl_usd_item_data, HighlightsTvlUsdItemType3Type1):
                tvl_usd_item = tvl_usd_item_data.value
            else:
                tvl_usd_item = tvl_usd_item_data
            tvl_usd.append(tvl_usd_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "apy": apy,
            "liquidity_days": liquidity_days,
            "liquidity_score": liquidity_score,
            "min_investment_usd": min_investment_usd,
            "transparency_score": transparency_score,
            "tvl_usd": tvl_usd,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        apy = []
        _apy = d.pop("apy")
        for apy_item_data in (_apy):
            def _parse_apy_item(data: object) -> HighlightsApyItemType1 | HighlightsApyItemType2Type1 | HighlightsApyItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_1 = HighlightsApyItemType1(data)



                    return apy_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_2_type_1 = HighlightsApyItemType2Type1(data)



                    return apy_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_3_type_1 = HighlightsApyItemType3Type1(data)



                    return apy_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsApyItemType1 | HighlightsApyItemType2Type1 | HighlightsApyItemType3Type1 | None, data)

            apy_item = _parse_apy_item(apy_item_data)

            apy.append(apy_item)


        liquidity_days = []
        _liquidity_days = d.pop("liquidity_days")
        for liquidity_days_item_data in (_liquidity_days):
            def _parse_liquidity_days_item(data: object) -> HighlightsLiquidityDaysItemType1 | HighlightsLiquidityDaysItemType2Type1 | HighlightsLiquidityDaysItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_1 = HighlightsLiquidityDaysItemType1(data)



                    return liquidity_days_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_2_type_1 = HighlightsLiquidityDaysItemType2Type1(data)



                    return liquidity_days_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_3_type_1 = HighlightsLiquidityDaysItemType3Type1(data)



                    return liquidity_days_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsLiquidityDaysItemType1 | HighlightsLiquidityDaysItemType2Type1 | HighlightsLiquidityDaysItemType3Type1 | None, data)

            liquidity_days_item = _parse_liquidity_days_item(liquidity_days_item_data)

            liquidity_days.append(liquidity_days_item)


        liquidity_score = []
        _liquidity_score = d.pop("liquidity_score")
        for liquidity_score_item_data in (_liquidity_score):
            def _parse_liquidity_score_item(data: object) -> HighlightsLiquidityScoreItemType1 | HighlightsLiquidityScoreItemType2Type1 | HighlightsLiquidityScoreItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_1 = HighlightsLiquidityScoreItemType1(data)



                    return liquidity_score_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_2_type_1 = HighlightsLiquidityScoreItemType2Type1(data)



                    return liquidity_score_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_3_type_1 = HighlightsLiquidityScoreItemType3Type1(data)



                    return liquidity_score_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsLiquidityScoreItemType1 | HighlightsLiquidityScoreItemType2Type1 | HighlightsLiquidityScoreItemType3Type1 | None, data)

            liquidity_score_item = _parse_liquidity_score_item(liquidity_score_item_data)

            liquidity_score.append(liquidity_score_item)


        min_investment_usd = []
        _min_investment_usd = d.pop("min_investment_usd")
        for min_investment_usd_item_data in (_min_investment_usd):
            def _parse_min_investment_usd_item(data: object) -> HighlightsMinInvestmentUsdItemType1 | HighlightsMinInvestmentUsdItemType2Type1 | HighlightsMinInvestmentUsdItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_1 = HighlightsMinInvestmentUsdItemType1(data)



                    return min_investment_usd_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_2_type_1 = HighlightsMinInvestmentUsdItemType2Type1(data)



                    return min_investment_usd_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_3_type_1 = HighlightsMinInvestmentUsdItemType3Type1(data)



                    return min_investment_usd_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsMinInvestmentUsdItemType1 | HighlightsMinInvestmentUsdItemType2Type1 | HighlightsMinInvestmentUsdItemType3Type1 | None, data)

            min_investment_usd_item = _parse_min_investment_usd_item(min_investment_usd_item_data)

            min_investment_usd.append(min_investment_usd_item)


        transparency_score = []
        _transparency_score = d.pop("transparency_score")
        for transparency_score_item_data in (_transparency_score):
            def _parse_transparency_score_item(data: object) -> HighlightsTransparencyScoreItemType1 | HighlightsTransparencyScoreItemType2Type1 | HighlightsTransparencyScoreItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_1 = HighlightsTransparencyScoreItemType1(data)



                    return transparency_score_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_2_type_1 = HighlightsTransparencyScoreItemType2Type1(data)



                    return transparency_score_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_3_type_1 = HighlightsTransparencyScoreItemType3Type1(data)



                    return transparency_score_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsTransparencyScoreItemType1 | HighlightsTransparencyScoreItemType2Type1 | HighlightsTransparencyScoreItemType3Type1 | None, data)

            transparency_score_item = _parse_transparency_score_item(transparency_score_item_data)

            transparency_score.append(transparency_score_item)


        tvl_usd = []
        _tvl_usd = d.pop("tvl_usd")
        for tvl_usd_item_data in (_tvl_usd):
            def _parse_tvl_usd_item(data: object) -> HighlightsTvlUsdItemType1 | HighlightsTvlUsdItemType2Type1 | HighlightsTvlUsdItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_1 = HighlightsTvlUsdItemType1(data)



                    return tvl_usd_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_2_type_1 = HighlightsTvlUsdItemType2Type1(data)



                    return tvl_usd_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_3_type_1 = HighlightsTvlUsdItemType3Type1(data)



                    return tvl_usd_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightsTvlUsdItemType1 | HighlightsTvlUsdItemType2Type1 | HighlightsTvlUsdItemType3Type1 | None, data)

            tvl_usd_item = _parse_tvl_usd_item(tvl_usd_item_data)

            tvl_usd.append(tvl_usd_item)


        highlights = cls(
            apy=apy,
            liquidity_days=liquidity_days,
            liquidity_score=liquidity_score,
            min_investment_usd=min_investment_usd,
            transparency_score=transparency_score,
            tvl_usd=tvl_usd,
        )

        return highlights

