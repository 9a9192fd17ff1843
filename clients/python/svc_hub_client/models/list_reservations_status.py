from enum import StrEnum

class ListReservationsStatus(StrEnum):
    CANCELLED = "cancelled"
    CONFIRMED = "confirmed"
    EXPIRED = "expired"
    PENDING_CONFIRM = "pending_confirm"
    SETTLED = "settled"

    def __str__(self) -> str:
        return str(self.value)
