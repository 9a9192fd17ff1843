from enum import StrEnum

class GetApiGreenNatureIndexNatureClassType2Type1(StrEnum):
    AREA = "area"
    SCHEME = "scheme"

    def __str__(self) -> str:
        return str(self.value)
