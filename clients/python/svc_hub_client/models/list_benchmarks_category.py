from enum import StrEnum

class ListBenchmarksCategory(StrEnum):
    BONDS = "bonds"
    COMMODITIES = "commodities"
    PRIVATE_CREDIT = "private_credit"
    REAL_ESTATE = "real_estate"
    STABLECOINS = "stablecoins"

    def __str__(self) -> str:
        return str(self.value)
