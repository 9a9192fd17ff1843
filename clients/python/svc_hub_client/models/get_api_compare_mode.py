from enum import StrEnum

class GetApiCompareMode(StrEnum):
    SCREENER = "screener"
    SHORTLIST = "shortlist"

    def __str__(self) -> str:
        return str(self.value)
