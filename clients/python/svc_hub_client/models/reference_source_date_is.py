from enum import StrEnum

class ReferenceSourceDateIs(StrEnum):
    CONSULTED = "consulted"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)
