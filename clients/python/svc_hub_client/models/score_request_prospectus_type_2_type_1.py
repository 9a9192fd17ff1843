from enum import StrEnum

class ScoreRequestProspectusType2Type1(StrEnum):
    APPROVED = "approved"
    DRAFT = "draft"
    EXEMPT = "exempt"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
