from enum import StrEnum

class ProductReadSourceClass(StrEnum):
    AGGREGATOR = "aggregator"
    ISSUER = "issuer"
    PRESS = "press"
    REGULATOR = "regulator"

    def __str__(self) -> str:
        return str(self.value)
