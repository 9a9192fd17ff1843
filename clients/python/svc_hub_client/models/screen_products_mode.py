from enum import StrEnum

class ScreenProductsMode(StrEnum):
    SCREENER = "screener"
    SHORTLIST = "shortlist"

    def __str__(self) -> str:
        return str(self.value)
