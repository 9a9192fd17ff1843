from enum import StrEnum

class ListGreenIndexKindType1(StrEnum):
    CARBON = "carbon"
    ENERGY = "energy"
    PRODUCT = "product"

    def __str__(self) -> str:
        return str(self.value)
