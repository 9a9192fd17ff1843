from enum import StrEnum

class CitationReadKind(StrEnum):
    CHANGELOG = "changelog"
    CHECKLIST = "checklist"
    ENDPOINT = "endpoint"
    GREEN = "green"
    JURISDICTION = "jurisdiction"
    PAGE = "page"
    PRODUCT = "product"
    REGULATORY = "regulatory"

    def __str__(self) -> str:
        return str(self.value)
