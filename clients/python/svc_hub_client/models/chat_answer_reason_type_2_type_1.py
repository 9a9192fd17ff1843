from enum import StrEnum

class ChatAnswerReasonType2Type1(StrEnum):
    ADVICE = "advice"
    OUT_OF_SCOPE = "out_of_scope"

    def __str__(self) -> str:
        return str(self.value)
