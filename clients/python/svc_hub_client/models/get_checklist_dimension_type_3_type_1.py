from enum import StrEnum

class GetChecklistDimensionType3Type1(StrEnum):
    DATA_ROOM = "data_room"
    INVESTOR_PROTECTION = "investor_protection"
    KYC_AML = "kyc_aml"
    LEGAL_STRUCTURE = "legal_structure"
    MICA_COMPLIANCE = "mica_compliance"

    def __str__(self) -> str:
        return str(self.value)
