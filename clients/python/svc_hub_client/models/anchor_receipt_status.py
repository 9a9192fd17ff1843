from enum import StrEnum

class AnchorReceiptStatus(StrEnum):
    ANCHORED = "anchored"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
