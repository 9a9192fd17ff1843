from enum import StrEnum

class GetApiGreenNatureIndexNatureClassType1(StrEnum):
    AREA = "area"
    SCHEME = "scheme"

    def __str__(self) -> str:
        return str(self.value)
