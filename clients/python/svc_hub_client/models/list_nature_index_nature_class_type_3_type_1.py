from enum import StrEnum

class ListNatureIndexNatureClassType3Type1(StrEnum):
    AREA = "area"
    SCHEME = "scheme"

    def __str__(self) -> str:
        return str(self.value)
