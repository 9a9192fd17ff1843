from enum import StrEnum

class GetApiV1MarketOverviewSortDir(StrEnum):
    ASC = "asc"
    DESC = "desc"

    def __str__(self) -> str:
        return str(self.value)
