from enum import StrEnum

class ListRegulatoryFeedTagType1(StrEnum):
    AMF = "amf"
    AML = "aml"
    BAFIN = "bafin"
    DLT = "dlt"
    EBA = "eba"
    ESMA = "esma"
    FINMA = "finma"
    MICA = "mica"

    def __str__(self) -> str:
        return str(self.value)
