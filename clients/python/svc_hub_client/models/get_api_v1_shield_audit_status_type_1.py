from enum import StrEnum

class GetApiV1ShieldAuditStatusType1(StrEnum):
    ANCHORED = "anchored"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
