from enum import StrEnum

class ListOffersFirmness(StrEnum):
    FIRM = "firm"
    FLEX = "flex"

    def __str__(self) -> str:
        return str(self.value)
