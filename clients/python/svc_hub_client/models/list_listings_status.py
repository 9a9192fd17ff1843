from enum import StrEnum

class ListListingsStatus(StrEnum):
    OPEN = "open"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
