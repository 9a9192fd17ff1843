from enum import StrEnum

class OfferBodyFirmness(StrEnum):
    FIRM = "firm"
    FLEX = "flex"

    def __str__(self) -> str:
        return str(self.value)
