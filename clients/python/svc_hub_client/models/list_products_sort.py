from enum import StrEnum

class ListProductsSort(StrEnum):
    APY = "apy"
    DOCUMENTED = "documented"
    LIQUIDITY = "liquidity"
    MIN_INVESTMENT = "min_investment"
    NAME = "name"
    TRANSPARENCY = "transparency"
    TVL = "tvl"

    def __str__(self) -> str:
        return str(self.value)
