from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dossier_asset_asset_type_type_1 import DossierAssetAssetTypeType1
from ..models.dossier_asset_asset_type_type_2_type_1 import DossierAssetAssetTypeType2Type1
from ..models.dossier_asset_asset_type_type_3_type_1 import DossierAssetAssetTypeType3Type1
from ..models.dossier_asset_audit_type_1 import DossierAssetAuditType1
from ..models.dossier_asset_audit_type_2_type_1 import DossierAssetAuditType2Type1
from ..models.dossier_asset_audit_type_3_type_1 import DossierAssetAuditType3Type1
from ..models.dossier_asset_custody_type_1 import DossierAssetCustodyType1
from ..models.dossier_asset_custody_type_2_type_1 import DossierAssetCustodyType2Type1
from ..models.dossier_asset_custody_type_3_type_1 import DossierAssetCustodyType3Type1
from ..models.dossier_asset_investor_type_type_1 import DossierAssetInvestorTypeType1
from ..models.dossier_asset_investor_type_type_2_type_1 import DossierAssetInvestorTypeType2Type1
from ..models.dossier_asset_investor_type_type_3_type_1 import DossierAssetInvestorTypeType3Type1
from ..models.dossier_asset_issuer_type_type_1 import DossierAssetIssuerTypeType1
from ..models.dossier_asset_issuer_type_type_2_type_1 import DossierAssetIssuerTypeType2Type1
from ..models.dossier_asset_issuer_type_type_3_type_1 import DossierAssetIssuerTypeType3Type1
from ..models.dossier_asset_profile_type_1 import DossierAssetProfileType1
from ..models.dossier_asset_profile_type_2_type_1 import DossierAssetProfileType2Type1
from ..models.dossier_asset_profile_type_3_type_1 import DossierAssetProfileType3Type1
from ..models.dossier_asset_prospectus_type_1 import DossierAssetProspectusType1
from ..models.dossier_asset_prospectus_type_2_type_1 import DossierAssetProspectusType2Type1
from ..models.dossier_asset_prospectus_type_3_type_1 import DossierAssetProspectusType3Type1
from ..models.dossier_asset_redemption_type_1 import DossierAssetRedemptionType1
from ..models.dossier_asset_redemption_type_2_type_1 import DossierAssetRedemptionType2Type1
from ..models.dossier_asset_redemption_type_3_type_1 import DossierAssetRedemptionType3Type1
from ..models.dossier_asset_reference_asset_type_1 import DossierAssetReferenceAssetType1
from ..models.dossier_asset_reference_asset_type_2_type_1 import DossierAssetReferenceAssetType2Type1
from ..models.dossier_asset_reference_asset_type_3_type_1 import DossierAssetReferenceAssetType3Type1
from ..models.dossier_asset_rights_type_1 import DossierAssetRightsType1
from ..models.dossier_asset_rights_type_2_type_1 import DossierAssetRightsType2Type1
from ..models.dossier_asset_rights_type_3_type_1 import DossierAssetRightsType3Type1
from ..models.dossier_asset_transfer_restrictions_type_1 import DossierAssetTransferRestrictionsType1
from ..models.dossier_asset_transfer_restrictions_type_2_type_1 import DossierAssetTransferRestrictionsType2Type1
from ..models.dossier_asset_transfer_restrictions_type_3_type_1 import DossierAssetTransferRestrictionsType3Type1
from ..models.dossier_asset_whitepaper_type_1 import DossierAssetWhitepaperType1
from ..models.dossier_asset_whitepaper_type_2_type_1 import DossierAssetWhitepaperType2Type1
from ..models.dossier_asset_whitepaper_type_3_type_1 import DossierAssetWhitepaperType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dossier_asset_weights_type_1_type_0 import DossierAssetWeightsType1Type0
  from ..models.weights import Weights





T = TypeVar("T", bound="DossierAsset")



@_attrs_define
class DossierAsset:
    """ The asset as a score request: a description or at least one structured field; a profile or custom weights, not both.

        Attributes:
            aml_policy (bool | None | Unset): AML/CFT procedures, including the travel rule on transfers.
            asset_type (DossierAssetAssetTypeType1 | DossierAssetAssetTypeType2Type1 | DossierAssetAssetTypeType3Type1 |
                None | Unset): What the token represents.
            audit (DossierAssetAuditType1 | DossierAssetAuditType2Type1 | DossierAssetAuditType3Type1 | None | Unset):
                Financial statements of the issuer or SPV.
            complaints_policy (bool | None | Unset): Complaints handling and conflicts-of-interest policy published.
            custody (DossierAssetCustodyType1 | DossierAssetCustodyType2Type1 | DossierAssetCustodyType3Type1 | None |
                Unset): Who holds the asset and the keys.
            description (None | str | Unset): Free text (English or French); fields are inferred
            fungible (bool | None | Unset): Interchangeable with the other tokens of the issue (assumed true).
            has_kyc (bool | None | Unset): Customer due diligence before minting, redeeming or transferring.
            investor_type (DossierAssetInvestorTypeType1 | DossierAssetInvestorTypeType2Type1 |
                DossierAssetInvestorTypeType3Type1 | None | Unset): Who may buy.
            issuer_licensed (bool | None | Unset): The issuer holds the authorisation an e-money or asset-referenced token
                needs.
            issuer_type (DossierAssetIssuerTypeType1 | DossierAssetIssuerTypeType2Type1 | DossierAssetIssuerTypeType3Type1 |
                None | Unset): Who issues the token.
            jurisdiction (None | str | Unset): Where the issuer is established (EU, FR, DE, LU, CH ...).
            legal_opinion (bool | None | Unset): A legal opinion on what the token is.
            lei (bool | None | Unset): The issuer has a Legal Entity Identifier.
            min_ticket_eur (float | None | Unset): Minimum investment in euros.
            profile (DossierAssetProfileType1 | DossierAssetProfileType2Type1 | DossierAssetProfileType3Type1 | None |
                Unset): Premium: a weight profile
            prospectus (DossierAssetProspectusType1 | DossierAssetProspectusType2Type1 | DossierAssetProspectusType3Type1 |
                None | Unset): State of the prospectus (financial instruments).
            redemption (DossierAssetRedemptionType1 | DossierAssetRedemptionType2Type1 | DossierAssetRedemptionType3Type1 |
                None | Unset): How holders exit.
            reference_asset (DossierAssetReferenceAssetType1 | DossierAssetReferenceAssetType2Type1 |
                DossierAssetReferenceAssetType3Type1 | None | Unset): What the token's value is pegged to, if anything.
            rights (DossierAssetRightsType1 | DossierAssetRightsType2Type1 | DossierAssetRightsType3Type1 | None | Unset):
                What the token gives its holder.
            smart_contract_audit (bool | None | Unset): The token contracts were audited.
            sustainability_disclosure (bool | None | Unset): Sustainability indicators of the consensus mechanism disclosed.
            transfer_restrictions (DossierAssetTransferRestrictionsType1 | DossierAssetTransferRestrictionsType2Type1 |
                DossierAssetTransferRestrictionsType3Type1 | None | Unset): Whether only screened holders may hold the token.
            transferable (bool | None | Unset): Transferable and stored on a DLT (assumed true).
            valuation (bool | None | Unset): An independent, dated valuation of the underlying asset.
            weights (DossierAssetWeightsType1Type0 | None | Unset | Weights): Premium: custom weights
            whitepaper (DossierAssetWhitepaperType1 | DossierAssetWhitepaperType2Type1 | DossierAssetWhitepaperType3Type1 |
                None | Unset): State of the MiCA crypto-asset white paper.
            withdrawal_right (bool | None | Unset): A 14-day right of withdrawal offered to retail buyers.
     """

    aml_policy: bool | None | Unset = UNSET
    asset_type: DossierAssetAssetTypeType1 | DossierAssetAssetTypeType2Type1 | DossierAssetAssetTypeType3Type1 | None | Unset = UNSET
    audit: DossierAssetAuditType1 | DossierAssetAuditType2Type1 | DossierAssetAuditType3Type1 | None | Unset = UNSET
    complaints_policy: bool | None | Unset = UNSET
    custody: DossierAssetCustodyType1 | DossierAssetCustodyType2Type1 | DossierAssetCustodyType3Type1 | None | Unset = UNSET
    description: None | str | Unset = UNSET
    fungible: bool | None | Unset = UNSET
    has_kyc: bool | None | Unset = UNSET
    investor_type: DossierAssetInvestorTypeType1 | DossierAssetInvestorTypeType2Type1 | DossierAssetInvestorTypeType3Type1 | None | Unset = UNSET
    issuer_licensed: bool | None | Unset = UNSET
    issuer_type: DossierAssetIssuerTypeType1 | DossierAssetIssuerTypeType2Type1 | DossierAssetIssuerTypeType3Type1 | None | Unset = UNSET
    jurisdiction: None | str | Unset = UNSET
    legal_opinion: bool | None | Unset = UNSET
    lei: bool | None | Unset = UNSET
    min_ticket_eur: float | None | Unset = UNSET
    profile: DossierAssetProfileType1 | DossierAssetProfileType2Type1 | DossierAssetProfileType3Type1 | None | Unset = UNSET
    prospectus: DossierAssetProspectusType1 | DossierAssetProspectusType2Type1 | DossierAssetProspectusType3Type1 | None | Unset = UNSET
    redemption: DossierAssetRedemptionType1 | DossierAssetRedemptionType2Type1 | DossierAssetRedemptionType3Type1 | None | Unset = UNSET
    reference_asset: DossierAssetReferenceAssetType1 | DossierAssetReferenceAssetType2Type1 | DossierAssetReferenceAssetType3Type1 | None | Unset = UNSET
    rights: DossierAssetRightsType1 | DossierAssetRightsType2Type1 | DossierAssetRightsType3Type1 | None | Unset = UNSET
    smart_contract_audit: bool | None | Unset = UNSET
    sustainability_disclosure: bool | None | Unset = UNSET
    transfer_restrictions: DossierAssetTransferRestrictionsType1 | DossierAssetTransferRestrictionsType2Type1 | DossierAssetTransferRestrictionsType3Type1 | None | Unset = UNSET
    transferable: bool | None | Unset = UNSET
    valuation: bool | None | Unset = UNSET
    weights: DossierAssetWeightsType1Type0 | None | Unset | Weights = UNSET
    whitepaper: DossierAssetWhitepaperType1 | DossierAssetWhitepaperType2Type1 | DossierAssetWhitepaperType3Type1 | None | Unset = UNSET
    withdrawal_right: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.dossier_asset_weights_type_1_type_0 import DossierAssetWeightsType1Type0 # noqa: PLC0415
        from ..models.weights import Weights # noqa: PLC0415
        aml_policy: bool | None | Unset
        if isinstance(self.aml_policy, Unset):
            aml_policy = UNSET
        else:
            aml_policy = self.aml_policy

        asset_type: None | str | Unset
        if isinstance(self.asset_type, Unset):
            asset_type = UNSET
        elif isinstance(self.asset_type, DossierAssetAssetTypeType1):
            asset_type = self.asset_type.value
        elif isinstance(self.asset_type, DossierAssetAssetTypeType2Type1):
            asset_type = self.asset_type.value
        elif isinstance(self.asset_type, DossierAssetAssetTypeType3Type1):
            asset_type = self.asset_type.value
        else:
            asset_type = self.asset_type

        audit: None | str | Unset
        if isinstance(self.audit, Unset):
            audit = UNSET
        elif isinstance(self.audit, DossierAssetAuditType1):
            audit = self.audit.value
        elif isinstance(self.audit, DossierAssetAuditType2Type1):
            audit = self.audit.value
        elif isinstance(self.audit, DossierAssetAuditType3Type1):
            audit = self.audit.value
        else:
            audit = self.audit

        complaints_policy: bool | None | Unset
        if isinstance(self.complaints_policy, Unset):
            complaints_policy = UNSET
        else:
            complaints_policy = self.complaints_policy

        custody: None | str | Unset
        if isinstance(self.custody, Unset):
            custody = UNSET
        elif isinstance(self.custody, DossierAssetCustodyType1):
            custody = self.custody.value
        elif isinstance(self.custody, DossierAssetCustodyType2Type1):
            custody = self.custody.value
        elif isinstance(self.custody, DossierAssetCustodyType3Type1):
            custody = self.custody.value
        else:
            custody = self.custody

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        fungible: bool | None | Unset
        if isinstance(self.fungible, Unset):
            fungible = UNSET
        else:
            fungible = self.fungible

        has_kyc: bool | None | Unset
        if isinstance(self.has_kyc, Unset):
            has_kyc = UNSET
        else:
            has_kyc = self.has_kyc

        investor_type: None | str | Unset
        if isinstance(self.investor_type, Unset):
            investor_type = UNSET
        elif isinstance(self.investor_type, DossierAssetInvestorTypeType1):
            investor_type = self.investor_type.value
        elif isinstance(self.investor_type, DossierAssetInvestorTypeType2Type1):
            investor_type = self.investor_type.value
        elif isinstance(self.investor_type, DossierAssetInvestorTypeType3Type1):
            investor_type = self.investor_type.value
        else:
            investor_type = self.investor_type

        issuer_licensed: bool | None | Unset
        if isinstance(self.issuer_licensed, Unset):
            issuer_licensed = UNSET
        else:
            issuer_licensed = self.issuer_licensed

        issuer_type: None | str | Unset
        if isinstance(self.issuer_type, Unset):
            issuer_type = UNSET
        elif isinstance(self.issuer_type, DossierAssetIssuerTypeType1):
            issuer_type = self.issuer_type.value
        elif isinstance(self.issuer_type, DossierAssetIssuerTypeType2Type1):
            issuer_type = self.issuer_type.value
        elif isinstance(self.issuer_type, DossierAssetIssuerTypeType3Type1):
            issuer_type = self.issuer_type.value
        else:
            issuer_type = self.issuer_type

        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction

        legal_opinion: bool | None | Unset
        if isinstance(self.legal_opinion, Unset):
            legal_opinion = UNSET
        else:
            legal_opinion = self.legal_opinion

        lei: bool | None | Unset
        if isinstance(self.lei, Unset):
            lei = UNSET
        else:
            lei = self.lei

        min_ticket_eur: float | None | Unset
        if isinstance(self.min_ticket_eur, Unset):
            min_ticket_eur = UNSET
        else:
            min_ticket_eur = self.min_ticket_eur

        profile: None | str | Unset
        if isinstance(self.profile, Unset):
            profile = UNSET
        elif isinstance(self.profile, DossierAssetProfileType1):
            profile = self.profile.value
        elif isinstance(self.profile, DossierAssetProfileType2Type1):
            profile = self.profile.value
        elif isinstance(self.profile, DossierAssetProfileType3Type1):
            profile = self.profile.value
        else:
            profile = self.profile

        prospectus: None | str | Unset
        if isinstance(self.prospectus, Unset):
            prospectus = UNSET
        elif isinstance(self.prospectus, DossierAssetProspectusType1):
            prospectus = self.prospectus.value
        elif isinstance(self.prospectus, DossierAssetProspectusType2Type1):
            prospectus = self.prospectus.value
        elif isinstance(self.prospectus, DossierAssetProspectusType3Type1):
            prospectus = self.prospectus.value
        else:
            prospectus = self.prospectus

        redemption: None | str | Unset
        if isinstance(self.redemption, Unset):
            redemption = UNSET
        elif isinstance(self.redemption, DossierAssetRedemptionType1):
            redemption = self.redemption.value
        elif isinstance(self.redemption, DossierAssetRedemptionType2Type1):
            redemption = self.redemption.value
        elif isinstance(self.redemption, DossierAssetRedemptionType3Type1):
            redemption = self.redemption.value
        else:
            redemption = self.redemption

        reference_asset: None | str | Unset
        if isinstance(self.reference_asset, Unset):
            reference_asset = UNSET
        elif isinstance(self.reference_asset, DossierAssetReferenceAssetType1):
            reference_asset = self.reference_asset.value
        elif isinstance(self.reference_asset, DossierAssetReferenceAssetType2Type1):
            reference_asset = self.reference_asset.value
        elif isinstance(self.reference_asset, DossierAssetReferenceAssetType3Type1):
            reference_asset = self.reference_asset.value
        else:
            reference_asset = self.reference_asset

        rights: None | str | Unset
        if isinstance(self.rights, Unset):
            rights = UNSET
        elif isinstance(self.rights, DossierAssetRightsType1):
            rights = self.rights.value
        elif isinstance(self.rights, DossierAssetRightsType2Type1):
            rights = self.rights.value
        elif isinstance(self.rights, DossierAssetRightsType3Type1):
            rights = self.rights.value
        else:
            rights = self.rights

        smart_contract_audit: bool | None | Unset
        if isinstance(self.smart_contract_audit, Unset):
            smart_contract_audit = UNSET
        else:
            smart_contract_audit = self.smart_contract_audit

        sustainability_disclosure: bool | None | Unset
        if isinstance(self.sustainability_disclosure, Unset):
            sustainability_disclosure = UNSET
        else:
            sustainability_disclosure = self.sustainability_disclosure

        transfer_restrictions: None | str | Unset
        if isinstance(self.transfer_restrictions, Unset):
            transfer_restrictions = UNSET
        elif isinstance(self.transfer_restrictions, DossierAssetTransferRestrictionsType1):
            transfer_restrictions = self.transfer_restrictions.value
        elif isinstance(self.transfer_restrictions, DossierAssetTransferRestrictionsType2Type1):
            transfer_restrictions = self.transfer_restrictions.value
        elif isinstance(self.transfer_restrictions, DossierAssetTransferRestrictionsType3Type1):
            transfer_restrictions = self.transfer_restrictions.value
        else:
            transfer_restrictions = self.transfer_restrictions

        transferable: bool | None | Unset
        if isinstance(self.transferable, Unset):
            transferable = UNSET
        else:
            transferable = self.transferable

        valuation: bool | None | Unset
        if isinstance(self.valuation, Unset):
            valuation = UNSET
        else:
            valuation = self.valuation

        weights: dict[str, Any] | None | Unset
        if isinstance(self.weights, Unset):
            weights = UNSET
        elif isinstance(self.weights, Weights):
            weights = self.weights.to_dict()
        elif isinstance(self.weights, DossierAssetWeightsType1Type0):
            weights = self.weights.to_dict()
        else:
            weights = self.weights

        whitepaper: None | str | Unset
        if isinstance(self.whitepaper, Unset):
            whitepaper = UNSET
        elif isinstance(self.whitepaper, DossierAssetWhitepaperType1):
            whitepaper = self.whitepaper.value
        elif isinstance(self.whitepaper, DossierAssetWhitepaperType2Type1):
            whitepaper = self.whitepaper.value
        elif isinstance(self.whitepaper, DossierAssetWhitepaperType3Type1):
            whitepaper = self.whitepaper.value
        else:
            whitepaper = self.whitepaper

        withdrawal_right: bool | None | Unset
        if isinstance(self.withdrawal_right, Unset):
            withdrawal_right = UNSET
        else:
            withdrawal_right = self.withdrawal_right


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if aml_policy is not UNSET:
            field_dict["aml_policy"] = aml_policy
        if asset_type is not UNSET:
            field_dict["asset_type"] = asset_type
        if audit is not UNSET:
            field_dict["audit"] = audit
        if complaints_policy is not UNSET:
            field_dict["complaints_policy"] = complaints_policy
        if custody is not UNSET:
            field_dict["custody"] = custody
        if description is not UNSET:
            field_dict["description"] = description
        if fungible is not UNSET:
            field_dict["fungible"] = fungible
        if has_kyc is not UNSET:
            field_dict["has_kyc"] = has_kyc
        if investor_type is not UNSET:
            field_dict["investor_type"] = investor_type
        if issuer_licensed is not UNSET:
            field_dict["issuer_licensed"] = issuer_licensed
        if issuer_type is not UNSET:
            field_dict["issuer_type"] = issuer_type
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if legal_opinion is not UNSET:
            field_dict["legal_opinion"] = legal_opinion
        if lei is not UNSET:
            field_dict["lei"] = lei
        if min_ticket_eur is not UNSET:
            field_dict["min_ticket_eur"] = min_ticket_eur
        if profile is not UNSET:
            field_dict["profile"] = profile
        if prospectus is not UNSET:
            field_dict["prospectus"] = prospectus
        if redemption is not UNSET:
            field_dict["redemption"] = redemption
        if reference_asset is not UNSET:
            field_dict["reference_asset"] = reference_asset
        if rights is not UNSET:
            field_dict["rights"] = rights
        if smart_contract_audit is not UNSET:
            field_dict["smart_contract_audit"] = smart_contract_audit
        if sustainability_disclosure is not UNSET:
            field_dict["sustainability_disclosure"] = sustainability_disclosure
        if transfer_restrictions is not UNSET:
            field_dict["transfer_restrictions"] = transfer_restrictions
        if transferable is not UNSET:
            field_dict["transferable"] = transferable
        if valuation is not UNSET:
            field_dict["valuation"] = valuation
        if weights is not UNSET:
            field_dict["weights"] = weights
        if whitepaper is not UNSET:
            field_dict["whitepaper"] = whitepaper
        if withdrawal_right is not UNSET:
            field_dict["withdrawal_right"] = withdrawal_right

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dossier_asset_weights_type_1_type_0 import DossierAssetWeightsType1Type0 # noqa: PLC0415
        from ..models.weights import Weights # noqa: PLC0415
        d = dict(src_dict)
        def _parse_aml_policy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        aml_policy = _parse_aml_policy(d.pop("aml_policy", UNSET))


        def _parse_asset_type(data: object) -> DossierAssetAssetTypeType1 | DossierAssetAssetTypeType2Type1 | DossierAssetAssetTypeType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_1 = DossierAssetAssetTypeType1(data)



                return asset_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_2_type_1 = DossierAssetAssetTypeType2Type1(data)



                return asset_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_3_type_1 = DossierAssetAssetTypeType3Type1(data)



                return asset_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetAssetTypeType1 | DossierAssetAssetTypeType2Type1 | DossierAssetAssetTypeType3Type1 | None | Unset, data)

        asset_type = _parse_asset_type(d.pop("asset_type", UNSET))


        def _parse_audit(data: object) -> DossierAssetAuditType1 | DossierAssetAuditType2Type1 | DossierAssetAuditType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_1 = DossierAssetAuditType1(data)



                return audit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_2_type_1 = DossierAssetAuditType2Type1(data)



                return audit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_3_type_1 = DossierAssetAuditType3Type1(data)



                return audit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetAuditType1 | DossierAssetAuditType2Type1 | DossierAssetAuditType3Type1 | None | Unset, data)

        audit = _parse_audit(d.pop("audit", UNSET))


        def _parse_complaints_policy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        complaints_policy = _parse_complaints_policy(d.pop("complaints_policy", UNSET))


        def _parse_custody(data: object) -> DossierAssetCustodyType1 | DossierAssetCustodyType2Type1 | DossierAssetCustodyType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_1 = DossierAssetCustodyType1(data)



                return custody_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_2_type_1 = DossierAssetCustodyType2Type1(data)



                return custody_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_3_type_1 = DossierAssetCustodyType3Type1(data)



                return custody_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetCustodyType1 | DossierAssetCustodyType2Type1 | DossierAssetCustodyType3Type1 | None | Unset, data)

        custody = _parse_custody(d.pop("custody", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_fungible(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        fungible = _parse_fungible(d.pop("fungible", UNSET))


        def _parse_has_kyc(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        has_kyc = _parse_has_kyc(d.pop("has_kyc", UNSET))


        def _parse_investor_type(data: object) -> DossierAssetInvestorTypeType1 | DossierAssetInvestorTypeType2Type1 | DossierAssetInvestorTypeType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_1 = DossierAssetInvestorTypeType1(data)



                return investor_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_2_type_1 = DossierAssetInvestorTypeType2Type1(data)



                return investor_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_3_type_1 = DossierAssetInvestorTypeType3Type1(data)



                return investor_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetInvestorTypeType1 | DossierAssetInvestorTypeType2Type1 | DossierAssetInvestorTypeType3Type1 | None | Unset, data)

        investor_type = _parse_investor_type(d.pop("investor_type", UNSET))


        def _parse_issuer_licensed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        issuer_licensed = _parse_issuer_licensed(d.pop("issuer_licensed", UNSET))


        def _parse_issuer_type(data: object) -> DossierAssetIssuerTypeType1 | DossierAssetIssuerTypeType2Type1 | DossierAssetIssuerTypeType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_1 = DossierAssetIssuerTypeType1(data)



                return issuer_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_2_type_1 = DossierAssetIssuerTypeType2Type1(data)



                return issuer_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_3_type_1 = DossierAssetIssuerTypeType3Type1(data)



                return issuer_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetIssuerTypeType1 | DossierAssetIssuerTypeType2Type1 | DossierAssetIssuerTypeType3Type1 | None | Unset, data)

        issuer_type = _parse_issuer_type(d.pop("issuer_type", UNSET))


        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        def _parse_legal_opinion(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        legal_opinion = _parse_legal_opinion(d.pop("legal_opinion", UNSET))


        def _parse_lei(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        lei = _parse_lei(d.pop("lei", UNSET))


        def _parse_min_ticket_eur(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_ticket_eur = _parse_min_ticket_eur(d.pop("min_ticket_eur", UNSET))


        def _parse_profile(data: object) -> DossierAssetProfileType1 | DossierAssetProfileType2Type1 | DossierAssetProfileType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_1 = DossierAssetProfileType1(data)



                return profile_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_2_type_1 = DossierAssetProfileType2Type1(data)



                return profile_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_3_type_1 = DossierAssetProfileType3Type1(data)



                return profile_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetProfileType1 | DossierAssetProfileType2Type1 | DossierAssetProfileType3Type1 | None | Unset, data)

        profile = _parse_profile(d.pop("profile", UNSET))


        def _parse_prospectus(data: object) -> DossierAssetProspectusType1 | DossierAssetProspectusType2Type1 | DossierAssetProspectusType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_1 = DossierAssetProspectusType1(data)



                return prospectus_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_2_type_1 = DossierAssetProspectusType2Type1(data)



                return prospectus_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_3_type_1 = DossierAssetProspectusType3Type1(data)



                return prospectus_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetProspectusType1 | DossierAssetProspectusType2Type1 | DossierAssetProspectusType3Type1 | None | Unset, data)

        prospectus = _parse_prospectus(d.pop("prospectus", UNSET))


        def _parse_redemption(data: object) -> DossierAssetRedemptionType1 | DossierAssetRedemptionType2Type1 | DossierAssetRedemptionType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_1 = DossierAssetRedemptionType1(data)



                return redemption_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_2_type_1 = DossierAssetRedemptionType2Type1(data)



                return redemption_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_3_type_1 = DossierAssetRedemptionType3Type1(data)



                return redemption_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetRedemptionType1 | DossierAssetRedemptionType2Type1 | DossierAssetRedemptionType3Type1 | None | Unset, data)

        redemption = _parse_redemption(d.pop("redemption", UNSET))


        def _parse_reference_asset(data: object) -> DossierAssetReferenceAssetType1 | DossierAssetReferenceAssetType2Type1 | DossierAssetReferenceAssetType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_1 = DossierAssetReferenceAssetType1(data)



                return reference_asset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_2_type_1 = DossierAssetReferenceAssetType2Type1(data)



                return reference_asset_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_3_type_1 = DossierAssetReferenceAssetType3Type1(data)



                return reference_asset_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetReferenceAssetType1 | DossierAssetReferenceAssetType2Type1 | DossierAssetReferenceAssetType3Type1 | None | Unset, data)

        reference_asset = _parse_reference_asset(d.pop("reference_asset", UNSET))


        def _parse_rights(data: object) -> DossierAssetRightsType1 | DossierAssetRightsType2Type1 | DossierAssetRightsType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_1 = DossierAssetRightsType1(data)



                return rights_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_2_type_1 = DossierAssetRightsType2Type1(data)



                return rights_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_3_type_1 = DossierAssetRightsType3Type1(data)



                return rights_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetRightsType1 | DossierAssetRightsType2Type1 | DossierAssetRightsType3Type1 | None | Unset, data)

        rights = _parse_rights(d.pop("rights", UNSET))


        def _parse_smart_contract_audit(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        smart_contract_audit = _parse_smart_contract_audit(d.pop("smart_contract_audit", UNSET))


        def _parse_sustainability_disclosure(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        sustainability_disclosure = _parse_sustainability_disclosure(d.pop("sustainability_disclosure", UNSET))


        def _parse_transfer_restrictions(data: object) -> DossierAssetTransferRestrictionsType1 | DossierAssetTransferRestrictionsType2Type1 | DossierAssetTransferRestrictionsType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_1 = DossierAssetTransferRestrictionsType1(data)



                return transfer_restrictions_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_2_type_1 = DossierAssetTransferRestrictionsType2Type1(data)



                return transfer_restrictions_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_3_type_1 = DossierAssetTransferRestrictionsType3Type1(data)



                return transfer_restrictions_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetTransferRestrictionsType1 | DossierAssetTransferRestrictionsType2Type1 | DossierAssetTransferRestrictionsType3Type1 | None | Unset, data)

        transfer_restrictions = _parse_transfer_restrictions(d.pop("transfer_restrictions", UNSET))


        def _parse_transferable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        transferable = _parse_transferable(d.pop("transferable", UNSET))


        def _parse_valuation(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        valuation = _parse_valuation(d.pop("valuation", UNSET))


        def _parse_weights(data: object) -> DossierAssetWeightsType1Type0 | None | Unset | Weights:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weights_type_0 = Weights.from_dict(data)



                return weights_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weights_type_1_type_0 = DossierAssetWeightsType1Type0.from_dict(data)



                return weights_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetWeightsType1Type0 | None | Unset | Weights, data)

        weights = _parse_weights(d.pop("weights", UNSET))


        def _parse_whitepaper(data: object) -> DossierAssetWhitepaperType1 | DossierAssetWhitepaperType2Type1 | DossierAssetWhitepaperType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_1 = DossierAssetWhitepaperType1(data)



                return whitepaper_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_2_type_1 = DossierAssetWhitepaperType2Type1(data)



                return whitepaper_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_3_type_1 = DossierAssetWhitepaperType3Type1(data)



                return whitepaper_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAssetWhitepaperType1 | DossierAssetWhitepaperType2Type1 | DossierAssetWhitepaperType3Type1 | None | Unset, data)

        whitepaper = _parse_whitepaper(d.pop("whitepaper", UNSET))


        def _parse_withdrawal_right(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        withdrawal_right = _parse_withdrawal_right(d.pop("withdrawal_right", UNSET))


        dossier_asset = cls(
            aml_policy=aml_policy,
            asset_type=asset_type,
            audit=audit,
            complaints_policy=complaints_policy,
            custody=custody,
            description=description,
            fungible=fungible,
            has_kyc=has_kyc,
            investor_type=investor_type,
            issuer_licensed=issuer_licensed,
            issuer_type=issuer_type,
            jurisdiction=jurisdiction,
            legal_opinion=legal_opinion,
            lei=lei,
            min_ticket_eur=min_ticket_eur,
            profile=profile,
            prospectus=prospectus,
            redemption=redemption,
            reference_asset=reference_asset,
            rights=rights,
            smart_contract_audit=smart_contract_audit,
            sustainability_disclosure=sustainability_disclosure,
            transfer_restrictions=transfer_restrictions,
            transferable=transferable,
            valuation=valuation,
            weights=weights,
            whitepaper=whitepaper,
            withdrawal_right=withdrawal_right,
        )


        dossier_asset.additional_properties = d
        return dossier_asset

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
