from enum import StrEnum

class FlowAttributesRenewableClaim(StrEnum):
    GO = "go"
    I_REC = "i_rec"
    NONE = "none"
    REC = "rec"
    REGO = "rego"

    def __str__(self) -> str:
        return str(self.value)
