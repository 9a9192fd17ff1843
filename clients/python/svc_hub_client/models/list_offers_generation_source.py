from enum import StrEnum

class ListOffersGenerationSource(StrEnum):
    BATTERY = "battery"
    HYDRO = "hydro"
    MIXED = "mixed"
    NUCLEAR = "nuclear"
    SOLAR = "solar"
    UNKNOWN = "unknown"
    WIND = "wind"

    def __str__(self) -> str:
        return str(self.value)
