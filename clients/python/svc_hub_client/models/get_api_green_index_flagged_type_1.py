from enum import StrEnum

class GetApiGreenIndexFlaggedType1(StrEnum):
    EXCLUDE = "exclude"
    INCLUDE = "include"
    ONLY = "only"

    def __str__(self) -> str:
        return str(self.value)
