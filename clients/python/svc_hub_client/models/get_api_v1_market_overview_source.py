from enum import StrEnum

class GetApiV1MarketOverviewSource(StrEnum):
    LIVE = "live"
    SNAPSHOT = "snapshot"

    def __str__(self) -> str:
        return str(self.value)
