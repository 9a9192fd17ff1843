from enum import StrEnum

class ListNatureIndexNatureClassType1(StrEnum):
    AREA = "area"
    SCHEME = "scheme"

    def __str__(self) -> str:
        return str(self.value)
