from enum import StrEnum

class ExportProductsRiskTierItem(StrEnum):
    CORE = "core"
    SATELLITE = "satellite"
    SPECULATIVE = "speculative"

    def __str__(self) -> str:
        return str(self.value)
