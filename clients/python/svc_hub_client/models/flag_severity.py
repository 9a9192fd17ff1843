from enum import StrEnum

class FlagSeverity(StrEnum):
    RED = "red"
    WATCH = "watch"

    def __str__(self) -> str:
        return str(self.value)
