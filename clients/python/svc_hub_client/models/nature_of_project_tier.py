from enum import StrEnum

class NatureOfProjectTier(StrEnum):
    FAIR = "fair"
    GOOD = "good"
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
