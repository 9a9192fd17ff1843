from enum import StrEnum

class ReadRegistrySerialRegistryType2Type1(StrEnum):
    GOLD_STANDARD = "gold_standard"
    PURO = "puro"
    VERRA = "verra"

    def __str__(self) -> str:
        return str(self.value)
