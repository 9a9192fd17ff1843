from enum import StrEnum

class GetApiV1ProductsSortDir(StrEnum):
    ASC = "asc"
    DESC = "desc"

    def __str__(self) -> str:
        return str(self.value)
