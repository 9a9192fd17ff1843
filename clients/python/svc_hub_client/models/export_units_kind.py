from enum import StrEnum

class ExportUnitsKind(StrEnum):
    E = "e"
    F = "f"
    W = "w"

    def __str__(self) -> str:
        return str(self.value)
