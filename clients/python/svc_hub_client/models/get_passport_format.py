from enum import StrEnum

class GetPassportFormat(StrEnum):
    JSON = "json"
    JSONLD = "jsonld"

    def __str__(self) -> str:
        return str(self.value)
