from enum import StrEnum

class DossierAssetReferenceAssetType3Type1(StrEnum):
    BASKET = "basket"
    COMMODITY = "commodity"
    NONE = "none"
    SINGLE_FIAT = "single_fiat"

    def __str__(self) -> str:
        return str(self.value)
