from enum import StrEnum

class ListAnchorAuditStatusType2Type1(StrEnum):
    ANCHORED = "anchored"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
