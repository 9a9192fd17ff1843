from enum import StrEnum

class PartnerSyncBodyMode(StrEnum):
    LIVE = "live"
    SANDBOX = "sandbox"

    def __str__(self) -> str:
        return str(self.value)
