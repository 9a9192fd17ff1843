from enum import StrEnum

class GetApiV1ShieldExportFormat(StrEnum):
    CSV = "csv"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)
