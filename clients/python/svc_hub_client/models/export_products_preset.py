from enum import StrEnum

class ExportProductsPreset(StrEnum):
    DEBUTANT_PRUDENT = "debutant-prudent"
    EAU_ENERGIE = "eau-energie"
    IMMO = "immo"
    PRO_DD = "pro-dd"

    def __str__(self) -> str:
        return str(self.value)
