from enum import StrEnum

class ListUnitsKind(StrEnum):
    E = "e"
    F = "f"
    W = "w"

    def __str__(self) -> str:
        return str(self.value)
