from enum import StrEnum

class DossierAssetWhitepaperType1(StrEnum):
    DRAFT = "draft"
    NONE = "none"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)
