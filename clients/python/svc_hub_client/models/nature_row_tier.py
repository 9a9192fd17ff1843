from enum import StrEnum

class NatureRowTier(StrEnum):
    FAIR = "fair"
    GOOD = "good"
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
