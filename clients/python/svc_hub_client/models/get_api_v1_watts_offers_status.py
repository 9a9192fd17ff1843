from enum import StrEnum

class GetApiV1WattsOffersStatus(StrEnum):
    OPEN = "open"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
