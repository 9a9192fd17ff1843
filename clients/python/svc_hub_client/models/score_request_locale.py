from enum import StrEnum

class ScoreRequestLocale(StrEnum):
    EN = "en"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)
