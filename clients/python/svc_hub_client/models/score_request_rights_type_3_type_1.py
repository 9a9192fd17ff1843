from enum import StrEnum

class ScoreRequestRightsType3Type1(StrEnum):
    DEBT = "debt"
    EQUITY = "equity"
    FUND_UNITS = "fund_units"
    NONE = "none"
    OWNERSHIP = "ownership"
    PAYMENT = "payment"
    PROFIT_SHARE = "profit_share"
    UTILITY = "utility"

    def __str__(self) -> str:
        return str(self.value)
