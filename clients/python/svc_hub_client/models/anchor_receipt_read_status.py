from enum import StrEnum

class AnchorReceiptReadStatus(StrEnum):
    ANCHORED = "anchored"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
