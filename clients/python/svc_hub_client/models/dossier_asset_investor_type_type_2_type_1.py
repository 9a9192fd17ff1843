from enum import StrEnum

class DossierAssetInvestorTypeType2Type1(StrEnum):
    MIXED = "mixed"
    PROFESSIONAL = "professional"
    QUALIFIED = "qualified"
    RETAIL = "retail"

    def __str__(self) -> str:
        return str(self.value)
