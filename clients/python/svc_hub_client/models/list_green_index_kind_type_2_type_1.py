from enum import StrEnum

class ListGreenIndexKindType2Type1(StrEnum):
    CARBON = "carbon"
    ENERGY = "energy"
    PRODUCT = "product"

    def __str__(self) -> str:
        return str(self.value)
