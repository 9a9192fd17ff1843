from enum import StrEnum

class FlagCode(StrEnum):
    METHODOLOGY_INACTIVATED = "methodology_inactivated"
    RATER_DELISTED = "rater_delisted"
    RATER_LOWEST_GRADE = "rater_lowest_grade"
    RATING_WATCH = "rating_watch"
    REGISTRY_SUSPENDED = "registry_suspended"
    REGISTRY_WITHDRAWN = "registry_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
