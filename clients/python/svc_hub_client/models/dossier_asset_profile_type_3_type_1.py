from enum import StrEnum

class DossierAssetProfileType3Type1(StrEnum):
    CREDIT_FUND = "credit_fund"
    REAL_ESTATE_FUND = "real_estate_fund"

    def __str__(self) -> str:
        return str(self.value)
