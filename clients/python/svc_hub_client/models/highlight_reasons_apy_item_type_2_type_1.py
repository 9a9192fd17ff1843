from enum import StrEnum

class HighlightReasonsApyItemType2Type1(StrEnum):
    BASIS_NOT_STATED = "basis_not_stated"
    DIFFERENT_BASIS = "different_basis"
    IN_BETWEEN = "in_between"
    LOWER = "lower"
    NON_YIELDING = "non_yielding"
    NOT_DISCLOSED = "not_disclosed"
    ONLY_ONE = "only_one"
    STALE = "stale"
    TIE = "tie"

    def __str__(self) -> str:
        return str(self.value)
