from enum import StrEnum

class ListOffersStatus(StrEnum):
    OPEN = "open"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
