from enum import StrEnum

class KeyReadTier(StrEnum):
    ENTERPRISE = "enterprise"
    FREE = "free"
    PREMIUM = "premium"

    def __str__(self) -> str:
        return str(self.value)
