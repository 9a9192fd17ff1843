from enum import StrEnum

class ScoreRequestAuditType1(StrEnum):
    AUDITED = "audited"
    NONE = "none"
    UNAUDITED = "unaudited"

    def __str__(self) -> str:
        return str(self.value)
