from enum import StrEnum

class HighlightsLiquidityScoreItemType3Type1(StrEnum):
    BEST = "best"
    WORST = "worst"

    def __str__(self) -> str:
        return str(self.value)
