from enum import StrEnum

class DossierAssetAuditType2Type1(StrEnum):
    AUDITED = "audited"
    NONE = "none"
    UNAUDITED = "unaudited"

    def __str__(self) -> str:
        return str(self.value)
