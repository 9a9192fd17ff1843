from enum import StrEnum

class SignedValueNature(StrEnum):
    END = "End"
    INTERMEDIATE = "Intermediate"
    START = "Start"

    def __str__(self) -> str:
        return str(self.value)
