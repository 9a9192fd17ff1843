from enum import StrEnum

class HighlightsLiquidityDaysItemType3Type1(StrEnum):
    BEST = "best"
    WORST = "worst"

    def __str__(self) -> str:
        return str(self.value)
