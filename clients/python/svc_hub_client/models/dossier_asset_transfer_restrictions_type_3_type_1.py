from enum import StrEnum

class DossierAssetTransferRestrictionsType3Type1(StrEnum):
    ALLOWLIST = "allowlist"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
