from enum import StrEnum

class GetApiGreenIndexKindType1(StrEnum):
    CARBON = "carbon"
    ENERGY = "energy"
    PRODUCT = "product"

    def __str__(self) -> str:
        return str(self.value)
