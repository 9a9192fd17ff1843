from enum import StrEnum

class ScreenProductsRiskTierItem(StrEnum):
    CORE = "core"
    SATELLITE = "satellite"
    SPECULATIVE = "speculative"

    def __str__(self) -> str:
        return str(self.value)
