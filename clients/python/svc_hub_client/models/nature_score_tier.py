from enum import StrEnum

class NatureScoreTier(StrEnum):
    FAIR = "fair"
    GOOD = "good"
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
