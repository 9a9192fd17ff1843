from enum import StrEnum

class GetApiV1ProductsExportSource(StrEnum):
    LIVE = "live"
    SNAPSHOT = "snapshot"

    def __str__(self) -> str:
        return str(self.value)
