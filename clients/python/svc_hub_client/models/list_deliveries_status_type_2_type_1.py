from enum import StrEnum

class ListDeliveriesStatusType2Type1(StrEnum):
    DEAD_LETTER = "dead_letter"
    DELIVERED = "delivered"
    FAILED = "failed"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
