from enum import StrEnum

class DossierAssetRedemptionType3Type1(StrEnum):
    NONE = "none"
    ON_DEMAND = "on_demand"
    PERIODIC = "periodic"

    def __str__(self) -> str:
        return str(self.value)
