from enum import StrEnum

class ScoreRequestAssetTypeType1(StrEnum):
    ART = "art"
    BONDS = "bonds"
    COMMODITIES = "commodities"
    EQUITY = "equity"
    FUNDS = "funds"
    INFRASTRUCTURE = "infrastructure"
    LOW_CARBON_POWER = "low_carbon_power"
    OTHER = "other"
    PRIVATE_CREDIT = "private_credit"
    REAL_ESTATE = "real_estate"
    RECEIVABLES = "receivables"
    STABLECOINS = "stablecoins"

    def __str__(self) -> str:
        return str(self.value)
