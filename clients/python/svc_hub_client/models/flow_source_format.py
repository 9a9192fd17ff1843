from enum import StrEnum

class FlowSourceFormat(StrEnum):
    CSV = "csv"
    JSON_CUSTOM = "json_custom"
    OCPI = "ocpi"

    def __str__(self) -> str:
        return str(self.value)
