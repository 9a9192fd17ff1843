from enum import StrEnum

class HighlightsTvlUsdItemType1(StrEnum):
    BEST = "best"
    WORST = "worst"

    def __str__(self) -> str:
        return str(self.value)
