from enum import StrEnum

class DossierAssetCustodyType1(StrEnum):
    NONE = "none"
    QUALIFIED_CUSTODIAN = "qualified_custodian"
    SELF = "self"

    def __str__(self) -> str:
        return str(self.value)
