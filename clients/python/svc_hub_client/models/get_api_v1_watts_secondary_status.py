from enum import StrEnum

class GetApiV1WattsSecondaryStatus(StrEnum):
    OPEN = "open"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
