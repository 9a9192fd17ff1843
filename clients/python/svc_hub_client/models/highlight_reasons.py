from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.highlight_reasons_apy_item_type_1 import HighlightReasonsApyItemType1
from ..models.highlight_reasons_apy_item_type_2_type_1 import HighlightReasonsApyItemType2Type1
from ..models.highlight_reasons_apy_item_type_3_type_1 import HighlightReasonsApyItemType3Type1
from ..models.highlight_reasons_liquidity_days_item_type_1 import HighlightReasonsLiquidityDaysItemType1
from ..models.highlight_reasons_liquidity_days_item_type_2_type_1 import HighlightReasonsLiquidityDaysItemType2Type1
from ..models.highlight_reasons_liquidity_days_item_type_3_type_1 import HighlightReasonsLiquidityDaysItemType3Type1
from ..models.highlight_reasons_liquidity_score_item_type_1 import HighlightReasonsLiquidityScoreItemType1
from ..models.highlight_reasons_liquidity_score_item_type_2_type_1 import HighlightReasonsLiquidityScoreItemType2Type1
from ..models.highlight_reasons_liquidity_score_item_type_3_type_1 import HighlightReasonsLiquidityScoreItemType3Type1
from ..models.highlight_reasons_min_investment_usd_item_type_1 import HighlightReasonsMinInvestmentUsdItemType1
from ..models.highlight_reasons_min_investment_usd_item_type_2_type_1 import HighlightReasonsMinInvestmentUsdItemType2Type1
from ..models.highlight_reasons_min_investment_usd_item_type_3_type_1 import HighlightReasonsMinInvestmentUsdItemType3Type1
from ..models.highlight_reasons_transparency_score_item_type_1 import HighlightReasonsTransparencyScoreItemType1
from ..models.highlight_reasons_transparency_score_item_type_2_type_1 import HighlightReasonsTransparencyScoreItemType2Type1
from ..models.highlight_reasons_transparency_score_item_type_3_type_1 import HighlightReasonsTransparencyScoreItemType3Type1
from ..models.highlight_reasons_tvl_usd_item_type_1 import HighlightReasonsTvlUsdItemType1
from ..models.highlight_reasons_tvl_usd_item_type_2_type_1 import HighlightReasonsTvlUsdItemType2Type1
from ..models.highlight_reasons_tvl_usd_item_type_3_type_1 import HighlightReasonsTvlUsdItemType3Type1
from typing import cast






T = TypeVar("T", bound="HighlightReasons")



@_attrs_define
class HighlightReasons:
    """ 
        Attributes:
            apy (list[HighlightReasonsApyItemType1 | HighlightReasonsApyItemType2Type1 | HighlightReasonsApyItemType3Type1 |
                None]):
            liquidity_days (list[HighlightReasonsLiquidityDaysItemType1 | HighlightReasonsLiquidityDaysItemType2Type1 |
                HighlightReasonsLiquidityDaysItemType3Type1 | None]):
            liquidity_score (list[HighlightReasonsLiquidityScoreItemType1 | HighlightReasonsLiquidityScoreItemType2Type1 |
                HighlightReasonsLiquidityScoreItemType3Type1 | None]):
            min_investment_usd (list[HighlightReasonsMinInvestmentUsdItemType1 |
                HighlightReasonsMinInvestmentUsdItemType2Type1 | HighlightReasonsMinInvestmentUsdItemType3Type1 | None]):
            transparency_score (list[HighlightReasonsTransparencyScoreItemType1 |
                HighlightReasonsTransparencyScoreItemType2Type1 | HighlightReasonsTransparencyScoreItemType3Type1 | None]):
            tvl_usd (list[HighlightReasonsTvlUsdItemType1 | HighlightReasonsTvlUsdItemType2Type1 |
                HighlightReasonsTvlUsdItemType3Type1 | None]):
     """

    apy: list[HighlightReasonsApyItemType1 | HighlightReasonsApyItemType2Type1 | HighlightReasonsApyItemType3Type1 | None]
    liquidity_days: list[HighlightReasonsLiquidityDaysItemType1 | HighlightReasonsLiquidityDaysItemType2Type1 | HighlightReasonsLiquidityDaysItemType3Type1 | None]
    liquidity_score: list[HighlightReasonsLiquidityScoreItemType1 | HighlightReasonsLiquidityScoreItemType2Type1 | HighlightReasonsLiquidityScoreItemType3Type1 | None]
    min_investment_usd: list[HighlightReasonsMinInvestmentUsdItemType1 | HighlightReasonsMinInvestmentUsdItemType2Type1 | HighlightReasonsMinInvestmentUsdItemType3Type1 | None]
    transparency_score: list[HighlightReasonsTransparencyScoreItemType1 | HighlightReasonsTransparencyScoreItemType2Type1 | HighlightReasonsTransparencyScoreItemType3Type1 | None]
    tvl_usd: list[HighlightReasonsTvlUsdItemType1 | HighlightReasonsTvlUsdItemType2Type1 | HighlightReasonsTvlUsdItemType3Type1 | None]





    def to_dict(self) -> dict[str, Any]:
        apy = []
        for apy_item_data in self.apy:
            apy_item: None | str
            if isinstance(apy_item_data, HighlightReasonsApyItemType1):
                apy_item = apy_item_data.value
            elif isinstance(apy_item_data, HighlightReasonsApyItemType2Type1):
                apy_item = apy_item_data.value
            elif isinstance(apy_item_data, HighlightReasonsApyItemType3Type1):
                apy_item = apy_item_data.value
            else:
                apy_item = apy_item_data
            apy.append(apy_item)



        liquidity_days = []
        for liquidity_days_item_data in self.liquidity_days:
            liquidity_days_item: None | str
            if isinstance(liquidity_days_item_data, HighlightReasonsLiquidityDaysItemType1):
                liquidity_days_item = liquidity_days_item_data.value
            elif isinstance(liquidity_days_item_data, HighlightReasonsLiquidityDaysItemType2Type1):
                liquidity_days_item = liquidity_days_item_data.value
            elif isinstance(liquidity_days_item_data, HighlightReasonsLiquidityDaysItemType3Type1):
                liquidity_days_item = liquidity_days_item_data.value
            else:
                liquidity_days_item = liquidity_days_item_data
            liquidity_days.append(liquidity_days_item)



        liquidity_score = []
        for liquidity_score_item_data in self.liquidity_score:
            liquidity_score_item: None | str
            if isinstance(liquidity_score_item_data, HighlightReasonsLiquidityScoreItemType1):
                liquidity_score_item = liquidity_score_item_data.value
            elif isinstance(liquidity_score_item_data, HighlightReasonsLiquidityScoreItemType2Type1):
                liquidity_score_item = liquidity_score_item_data.value
            elif isinstance(liquidity_score_item_data, HighlightReasonsLiquidityScoreItemType3Type1):
                liquidity_score_item = liquidity_score_item_data.value
            else:
                liquidity_score_item = liquidity_score_item_data
            liquidity_score.append(liquidity_score_item)



        min_investment_usd = []
        for min_investment_usd_item_data in self.min_investment_usd:
            min_investment_usd_item: None | str
            if isinstance(min_investment_usd_item_data, HighlightReasonsMinInvestmentUsdItemType1):
                min_investment_usd_item = min_investment_usd_item_data.value
            elif isinstance(min_investment_usd_item_data, HighlightReasonsMinInvestmentUsdItemType2Type1):
                min_investment_usd_item = min_investment_usd_item_data.value
            elif isinstance(min_investment_usd_item_data, HighlightReasonsMinInvestmentUsdItemType3Type1):
                min_investment_usd_item = min_investment_usd_item_data.value
            else:
                min_investment_usd_item = min_investment_usd_item_data
            min_investment_usd.append(min_investment_usd_item)



        transparency_score = []
        for transparency_score_item_data in self.transparency_score:
            transparency_score_item: None | str
            if isinstance(transparency_score_item_data, HighlightReasonsTransparencyScoreItemType1):
                transparency_score_item = transparency_score_item_data.value
            elif isinstance(transparency_score_item_data, HighlightReasonsTransparencyScoreItemType2Type1):
                transparency_score_item = transparency_score_item_data.value
            elif isinstance(transparency_score_item_data, HighlightReasonsTransparencyScoreItemType3Type1):
                transparency_score_item = transparency_score_item_data.value
            else:
                transparency_score_item = transparency_score_item_data
            transparency_score.append(transparency_score_item)



        tvl_usd = []
        for tvl_usd_item_data in self.tvl_usd:
            tvl_usd_item: None | str
            if isinstance(tvl_usd_item_data, HighlightReasonsTvlUsdItemType1):
                tvl_usd_item = tvl_usd_item_data.value
            elif isinstance(tvl_usd_item_data, HighlightReasonsTvlUsdItemType2Type1):
                tvl_usd_item = tvl_usd_item_data.value
            elif isinstance(tvl_usd_item_data, HighlightReasonsTvlUsdItemType3Type1):
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
            def _parse_apy_item(data: object) -> HighlightReasonsApyItemType1 | HighlightReasonsApyItemType2Type1 | HighlightReasonsApyItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_1 = HighlightReasonsApyItemType1(data)



                    return apy_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_2_type_1 = HighlightReasonsApyItemType2Type1(data)



                    return apy_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    apy_item_type_3_type_1 = HighlightReasonsApyItemType3Type1(data)



                    return apy_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsApyItemType1 | HighlightReasonsApyItemType2Type1 | HighlightReasonsApyItemType3Type1 | None, data)

            apy_item = _parse_apy_item(apy_item_data)

            apy.append(apy_item)


        liquidity_days = []
        _liquidity_days = d.pop("liquidity_days")
        for liquidity_days_item_data in (_liquidity_days):
            def _parse_liquidity_days_item(data: object) -> HighlightReasonsLiquidityDaysItemType1 | HighlightReasonsLiquidityDaysItemType2Type1 | HighlightReasonsLiquidityDaysItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_1 = HighlightReasonsLiquidityDaysItemType1(data)



                    return liquidity_days_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_2_type_1 = HighlightReasonsLiquidityDaysItemType2Type1(data)



                    return liquidity_days_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_days_item_type_3_type_1 = HighlightReasonsLiquidityDaysItemType3Type1(data)



                    return liquidity_days_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsLiquidityDaysItemType1 | HighlightReasonsLiquidityDaysItemType2Type1 | HighlightReasonsLiquidityDaysItemType3Type1 | None, data)

            liquidity_days_item = _parse_liquidity_days_item(liquidity_days_item_data)

            liquidity_days.append(liquidity_days_item)


        liquidity_score = []
        _liquidity_score = d.pop("liquidity_score")
        for liquidity_score_item_data in (_liquidity_score):
            def _parse_liquidity_score_item(data: object) -> HighlightReasonsLiquidityScoreItemType1 | HighlightReasonsLiquidityScoreItemType2Type1 | HighlightReasonsLiquidityScoreItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_1 = HighlightReasonsLiquidityScoreItemType1(data)



                    return liquidity_score_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_2_type_1 = HighlightReasonsLiquidityScoreItemType2Type1(data)



                    return liquidity_score_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    liquidity_score_item_type_3_type_1 = HighlightReasonsLiquidityScoreItemType3Type1(data)



                    return liquidity_score_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsLiquidityScoreItemType1 | HighlightReasonsLiquidityScoreItemType2Type1 | HighlightReasonsLiquidityScoreItemType3Type1 | None, data)

            liquidity_score_item = _parse_liquidity_score_item(liquidity_score_item_data)

            liquidity_score.append(liquidity_score_item)


        min_investment_usd = []
        _min_investment_usd = d.pop("min_investment_usd")
        for min_investment_usd_item_data in (_min_investment_usd):
            def _parse_min_investment_usd_item(data: object) -> HighlightReasonsMinInvestmentUsdItemType1 | HighlightReasonsMinInvestmentUsdItemType2Type1 | HighlightReasonsMinInvestmentUsdItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_1 = HighlightReasonsMinInvestmentUsdItemType1(data)



                    return min_investment_usd_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_2_type_1 = HighlightReasonsMinInvestmentUsdItemType2Type1(data)



                    return min_investment_usd_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    min_investment_usd_item_type_3_type_1 = HighlightReasonsMinInvestmentUsdItemType3Type1(data)



                    return min_investment_usd_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsMinInvestmentUsdItemType1 | HighlightReasonsMinInvestmentUsdItemType2Type1 | HighlightReasonsMinInvestmentUsdItemType3Type1 | None, data)

            min_investment_usd_item = _parse_min_investment_usd_item(min_investment_usd_item_data)

            min_investment_usd.append(min_investment_usd_item)


        transparency_score = []
        _transparency_score = d.pop("transparency_score")
        for transparency_score_item_data in (_transparency_score):
            def _parse_transparency_score_item(data: object) -> HighlightReasonsTransparencyScoreItemType1 | HighlightReasonsTransparencyScoreItemType2Type1 | HighlightReasonsTransparencyScoreItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_1 = HighlightReasonsTransparencyScoreItemType1(data)



                    return transparency_score_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_2_type_1 = HighlightReasonsTransparencyScoreItemType2Type1(data)



                    return transparency_score_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    transparency_score_item_type_3_type_1 = HighlightReasonsTransparencyScoreItemType3Type1(data)



                    return transparency_score_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsTransparencyScoreItemType1 | HighlightReasonsTransparencyScoreItemType2Type1 | HighlightReasonsTransparencyScoreItemType3Type1 | None, data)

            transparency_score_item = _parse_transparency_score_item(transparency_score_item_data)

            transparency_score.append(transparency_score_item)


        tvl_usd = []
        _tvl_usd = d.pop("tvl_usd")
        for tvl_usd_item_data in (_tvl_usd):
            def _parse_tvl_usd_item(data: object) -> HighlightReasonsTvlUsdItemType1 | HighlightReasonsTvlUsdItemType2Type1 | HighlightReasonsTvlUsdItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_1 = HighlightReasonsTvlUsdItemType1(data)



                    return tvl_usd_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_2_type_1 = HighlightReasonsTvlUsdItemType2Type1(data)



                    return tvl_usd_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    tvl_usd_item_type_3_type_1 = HighlightReasonsTvlUsdItemType3Type1(data)



                    return tvl_usd_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(HighlightReasonsTvlUsdItemType1 | HighlightReasonsTvlUsdItemType2Type1 | HighlightReasonsTvlUsdItemType3Type1 | None, data)

            tvl_usd_item = _parse_tvl_usd_item(tvl_usd_item_data)

            tvl_usd.append(tvl_usd_item)


        highlight_reasons = cls(
            apy=apy,
            liquidity_days=liquidity_days,
            liquidity_score=liquidity_score,
            min_investment_usd=min_investment_usd,
            transparency_score=transparency_score,
            tvl_usd=tvl_usd,
        )

        return highlight_reasons

