from enum import StrEnum

class FlowAttributesAssetClassHint(StrEnum):
    DESALINATION = "desalination"
    OTHER = "other"
    RESERVOIR = "reservoir"
    REUSE = "reuse"
    WATER_FUND = "water_fund"
    WATER_INDEX = "water_index"
    WATER_RIGHTS = "water_rights"

    def __str__(self) -> str:
        return str(self.value)
