from enum import StrEnum

class BenchmarkReadSource(StrEnum):
    CATALOGUE = "catalogue"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
