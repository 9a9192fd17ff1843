from enum import StrEnum

class BenchmarkReadStatus(StrEnum):
    FALLBACK = "fallback"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
