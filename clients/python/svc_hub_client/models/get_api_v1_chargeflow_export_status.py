from enum import StrEnum

class GetApiV1ChargeflowExportStatus(StrEnum):
    ACTIVE = "active"
    RETIRED = "retired"

    def __str__(self) -> str:
        return str(self.value)
