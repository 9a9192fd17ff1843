from enum import StrEnum

class DossierAssetProspectusType2Type1(StrEnum):
    APPROVED = "approved"
    DRAFT = "draft"
    EXEMPT = "exempt"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
