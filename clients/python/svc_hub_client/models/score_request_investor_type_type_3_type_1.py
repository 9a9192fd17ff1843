from enum import StrEnum

class ScoreRequestInvestorTypeType3Type1(StrEnum):
    MIXED = "mixed"
    PROFESSIONAL = "professional"
    QUALIFIED = "qualified"
    RETAIL = "retail"

    def __str__(self) -> str:
        return str(self.value)
