from enum import StrEnum

class DriftEntryKind(StrEnum):
    SLUG_MISSING = "slug_missing"
    STALE_CACHE = "stale_cache"

    def __str__(self) -> str:
        return str(self.value)
