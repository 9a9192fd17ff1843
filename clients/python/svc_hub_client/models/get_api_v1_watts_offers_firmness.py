from enum import StrEnum

class GetApiV1WattsOffersFirmness(StrEnum):
    FIRM = "firm"
    FLEX = "flex"

    def __str__(self) -> str:
        return str(self.value)
