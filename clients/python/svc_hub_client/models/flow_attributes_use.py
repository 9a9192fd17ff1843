from enum import StrEnum

class FlowAttributesUse(StrEnum):
    DRINKING = "drinking"
    ENVIRONMENT = "environment"
    INDUSTRIAL = "industrial"
    IRRIGATION = "irrigation"
    OTHER = "other"

    def __str__(self) -> str:
        return str(self.value)
