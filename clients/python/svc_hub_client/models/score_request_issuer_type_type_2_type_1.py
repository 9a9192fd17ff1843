from enum import StrEnum

class ScoreRequestIssuerTypeType2Type1(StrEnum):
    CENTRAL_BANK = "central_bank"
    COMPANY_SPV = "company_spv"
    FUND = "fund"
    INDIVIDUAL = "individual"
    OPERATING_COMPANY = "operating_company"
    PUBLIC_ENTITY = "public_entity"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
