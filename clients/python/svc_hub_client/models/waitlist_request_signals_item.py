from enum import StrEnum

class WaitlistRequestSignalsItem(StrEnum):
    APY_MOVE = "apy_move"
    DOC = "doc"
    LIQUIDITY = "liquidity"

    def __str__(self) -> str:
        return str(self.value)
