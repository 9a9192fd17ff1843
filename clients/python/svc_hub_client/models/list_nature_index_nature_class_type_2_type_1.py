from enum import StrEnum

class ListNatureIndexNatureClassType2Type1(StrEnum):
    AREA = "area"
    SCHEME = "scheme"

    def __str__(self) -> str:
        return str(self.value)
