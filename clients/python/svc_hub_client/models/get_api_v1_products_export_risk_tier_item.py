from enum import StrEnum

class GetApiV1ProductsExportRiskTierItem(StrEnum):
    CORE = "core"
    SATELLITE = "satellite"
    SPECULATIVE = "speculative"

    def __str__(self) -> str:
        return str(self.value)
