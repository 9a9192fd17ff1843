from enum import StrEnum

class GetApiGreenDppMemberIdFormat(StrEnum):
    JSON = "json"
    JSONLD = "jsonld"

    def __str__(self) -> str:
        return str(self.value)
