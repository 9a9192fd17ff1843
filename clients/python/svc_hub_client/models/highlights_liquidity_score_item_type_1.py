from enum import StrEnum

class HighlightsLiquidityScoreItemType1(StrEnum):
    BEST = "best"
    WORST = "worst"

    def __str__(self) -> str:
        return str(self.value)
