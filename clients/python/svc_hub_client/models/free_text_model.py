from enum import StrEnum

class FreeTextModel(StrEnum):
    CARBON = "carbon"
    ENERGY = "energy"
    NATURE = "nature"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
