from enum import StrEnum

class IndexItemKind(StrEnum):
    CARBON = "carbon"
    ENERGY = "energy"
    PRODUCT = "product"

    def __str__(self) -> str:
        return str(self.value)
