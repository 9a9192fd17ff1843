from enum import StrEnum

class GetApiCompareSortDir(StrEnum):
    ASC = "asc"
    DESC = "desc"

    def __str__(self) -> str:
        return str(self.value)
