from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_request_asset_type_type_1 import ScoreRequestAssetTypeType1
from ..models.score_request_asset_type_type_2_type_1 import ScoreRequestAssetTypeType2Type1
from ..models.score_request_asset_type_type_3_type_1 import ScoreRequestAssetTypeType3Type1
from ..models.score_request_audit_type_1 import ScoreRequestAuditType1
from ..models.score_request_audit_type_2_type_1 import ScoreRequestAuditType2Type1
from ..models.score_request_audit_type_3_type_1 import ScoreRequestAuditType3Type1
from ..models.score_request_custody_type_1 import ScoreRequestCustodyType1
from ..models.score_request_custody_type_2_type_1 import ScoreRequestCustodyType2Type1
from ..models.score_request_custody_type_3_type_1 import ScoreRequestCustodyType3Type1
from ..models.score_request_investor_type_type_1 import ScoreRequestInvestorTypeType1
from ..models.score_request_investor_type_type_2_type_1 import ScoreRequestInvestorTypeType2Type1
from ..models.score_request_investor_type_type_3_type_1 import ScoreRequestInvestorTypeType3Type1
from ..models.score_request_issuer_type_type_1 import ScoreRequestIssuerTypeType1
from ..models.score_request_issuer_type_type_2_type_1 import ScoreRequestIssuerTypeType2Type1
from ..models.score_request_issuer_type_type_3_type_1 import ScoreRequestIssuerTypeType3Type1
from ..models.score_request_locale import ScoreRequestLocale
from ..models.score_request_profile_type_1 import ScoreRequestProfileType1
from ..models.score_request_profile_type_2_type_1 import ScoreRequestProfileType2Type1
from ..models.score_request_profile_type_3_type_1 import ScoreRequestProfileType3Type1
from ..models.score_request_prospectus_type_1 import ScoreRequestProspectusType1
from ..models.score_request_prospectus_type_2_type_1 import ScoreRequestProspectusType2Type1
from ..models.score_request_prospectus_type_3_type_1 import ScoreRequestProspectusType3Type1
from ..models.score_request_redemption_type_1 import ScoreRequestRedemptionType1
from ..models.score_request_redemption_type_2_type_1 import ScoreRequestRedemptionType2Type1
from ..models.score_request_redemption_type_3_type_1 import ScoreRequestRedemptionType3Type1
from ..models.score_request_reference_asset_type_1 import ScoreRequestReferenceAssetType1
from ..models.score_request_reference_asset_type_2_type_1 import ScoreRequestReferenceAssetType2Type1
from ..models.score_request_reference_asset_type_3_type_1 import ScoreRequestReferenceAssetType3Type1
from ..models.score_request_rights_type_1 import ScoreRequestRightsType1
from ..models.score_request_rights_type_2_type_1 import ScoreRequestRightsType2Type1
from ..models.score_request_rights_type_3_type_1 import ScoreRequestRightsType3Type1
from ..models.score_request_transfer_restrictions_type_1 import ScoreRequestTransferRestrictionsType1
from ..models.score_request_transfer_restrictions_type_2_type_1 import ScoreRequestTransferRestrictionsType2Type1
from ..models.score_request_transfer_restrictions_type_3_type_1 import ScoreRequestTransferRestrictionsType3Type1
from ..models.score_request_whitepaper_type_1 import ScoreRequestWhitepaperType1
from ..models.score_request_whitepaper_type_2_type_1 import ScoreRequestWhitepaperType2Type1
from ..models.score_request_whitepaper_type_3_type_1 import ScoreRequestWhitepaperType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_request_weights_type_1_type_0 import ScoreRequestWeightsType1Type0
  from ..models.weights import Weights





T = TypeVar("T", bound="ScoreRequest")



@_attrs_define
class ScoreRequest:
    """ Give a description or at least one structured field (both may be given); a profile or custom weights (premium), not
    both. A missing body is refused with 400.

        Attributes:
            aml_policy (bool | None | Unset): AML/CFT procedures, including the travel rule on transfers.
            asset_type (None | ScoreRequestAssetTypeType1 | ScoreRequestAssetTypeType2Type1 |
                ScoreRequestAssetTypeType3Type1 | Unset): What the token represents.
            audit (None | ScoreRequestAuditType1 | ScoreRequestAuditType2Type1 | ScoreRequestAuditType3Type1 | Unset):
                Financial statements of the issuer or SPV.
            complaints_policy (bool | None | Unset): Complaints handling and conflicts-of-interest policy published.
            custody (None | ScoreRequestCustodyType1 | ScoreRequestCustodyType2Type1 | ScoreRequestCustodyType3Type1 |
                Unset): Who holds the asset and the keys.
            description (None | str | Unset): Free text (English or French); fields are inferred
            fungible (bool | None | Unset): Interchangeable with the other tokens of the issue (assumed true).
            has_kyc (bool | None | Unset): Customer due diligence before minting, redeeming or transferring.
            investor_type (None | ScoreRequestInvestorTypeType1 | ScoreRequestInvestorTypeType2Type1 |
                ScoreRequestInvestorTypeType3Type1 | Unset): Who may buy.
            issuer_licensed (bool | None | Unset): The issuer holds the authorisation an e-money or asset-referenced token
                needs.
            issuer_type (None | ScoreRequestIssuerTypeType1 | ScoreRequestIssuerTypeType2Type1 |
                ScoreRequestIssuerTypeType3Type1 | Unset): Who issues the token.
            jurisdiction (None | str | Unset): Where the issuer is established (EU, FR, DE, LU, CH ...).
            legal_opinion (bool | None | Unset): A legal opinion on what the token is.
            lei (bool | None | Unset): The issuer has a Legal Entity Identifier.
            locale (ScoreRequestLocale | Unset):  Default: ScoreRequestLocale.EN.
            min_ticket_eur (float | None | Unset): Minimum investment in euros.
            profile (None | ScoreRequestProfileType1 | ScoreRequestProfileType2Type1 | ScoreRequestProfileType3Type1 |
                Unset): Premium: a weight profile
            prospectus (None | ScoreRequestProspectusType1 | ScoreRequestProspectusType2Type1 |
                ScoreRequestProspectusType3Type1 | Unset): State of the prospectus (financial instruments).
            record_history (bool | None | Unset): Default true; false stores nothing
            redemption (None | ScoreRequestRedemptionType1 | ScoreRequestRedemptionType2Type1 |
                ScoreRequestRedemptionType3Type1 | Unset): How holders exit.
            reference_asset (None | ScoreRequestReferenceAssetType1 | ScoreRequestReferenceAssetType2Type1 |
                ScoreRequestReferenceAssetType3Type1 | Unset): What the token's value is pegged to, if anything.
            rights (None | ScoreRequestRightsType1 | ScoreRequestRightsType2Type1 | ScoreRequestRightsType3Type1 | Unset):
                What the token gives its holder.
            score_id (None | str | Unset): Repeat a score_id to add to its history
            smart_contract_audit (bool | None | Unset): The token contracts were audited.
            sustainability_disclosure (bool | None | Unset): Sustainability indicators of the consensus mechanism disclosed.
            transfer_restrictions (None | ScoreRequestTransferRestrictionsType1 | ScoreRequestTransferRestrictionsType2Type1
                | ScoreRequestTransferRestrictionsType3Type1 | Unset): Whether only screened holders may hold the token.
            transferable (bool | None | Unset): Transferable and stored on a DLT (assumed true).
            valuation (bool | None | Unset): An independent, dated valuation of the underlying asset.
            weights (None | ScoreRequestWeightsType1Type0 | Unset | Weights): Premium: custom weights
            whitepaper (None | ScoreRequestWhitepaperType1 | ScoreRequestWhitepaperType2Type1 |
                ScoreRequestWhitepaperType3Type1 | Unset): State of the MiCA crypto-asset white paper.
            withdrawal_right (bool | None | Unset): A 14-day right of withdrawal offered to retail buyers.
     """

    aml_policy: bool | None | Unset = UNSET
    asset_type: None | ScoreRequestAssetTypeType1 | ScoreRequestAssetTypeType2Type1 | ScoreRequestAssetTypeType3Type1 | Unset = UNSET
    audit: None | ScoreRequestAuditType1 | ScoreRequestAuditType2Type1 | ScoreRequestAuditType3Type1 | Unset = UNSET
    complaints_policy: bool | None | Unset = UNSET
    custody: None | ScoreRequestCustodyType1 | ScoreRequestCustodyType2Type1 | ScoreRequestCustodyType3Type1 | Unset = UNSET
    description: None | str | Unset = UNSET
    fungible: bool | None | Unset = UNSET
    has_kyc: bool | None | Unset = UNSET
    investor_type: None | ScoreRequestInvestorTypeType1 | ScoreRequestInvestorTypeType2Type1 | ScoreRequestInvestorTypeType3Type1 | Unset = UNSET
    issuer_licensed: bool | None | Unset = UNSET
    issuer_type: None | ScoreRequestIssuerTypeType1 | ScoreRequestIssuerTypeType2Type1 | ScoreRequestIssuerTypeType3Type1 | Unset = UNSET
    jurisdiction: None | str | Unset = UNSET
    legal_opinion: bool | None | Unset = UNSET
    lei: bool | None | Unset = UNSET
    locale: ScoreRequestLocale | Unset = ScoreRequestLocale.EN
    min_ticket_eur: float | None | Unset = UNSET
    profile: None | ScoreRequestProfileType1 | ScoreRequestProfileType2Type1 | ScoreRequestProfileType3Type1 | Unset = UNSET
    prospectus: None | ScoreRequestProspectusType1 | ScoreRequestProspectusType2Type1 | ScoreRequestProspectusType3Type1 | Unset = UNSET
    record_history: bool | None | Unset = UNSET
    redemption: None | ScoreRequestRedemptionType1 | ScoreRequestRedemptionType2Type1 | ScoreRequestRedemptionType3Type1 | Unset = UNSET
    reference_asset: None | ScoreRequestReferenceAssetType1 | ScoreRequestReferenceAssetType2Type1 | ScoreRequestReferenceAssetType3Type1 | Unset = UNSET
    rights: None | ScoreRequestRightsType1 | ScoreRequestRightsType2Type1 | ScoreRequestRightsType3Type1 | Unset = UNSET
    score_id: None | str | Unset = UNSET
    smart_contract_audit: bool | None | Unset = UNSET
    sustainability_disclosure: bool | None | Unset = UNSET
    transfer_restrictions: None | ScoreRequestTransferRestrictionsType1 | ScoreRequestTransferRestrictionsType2Type1 | ScoreRequestTransferRestrictionsType3Type1 | Unset = UNSET
    transferable: bool | None | Unset = UNSET
    valuation: bool | None | Unset = UNSET
    weights: None | ScoreRequestWeightsType1Type0 | Unset | Weights = UNSET
    whitepaper: None | ScoreRequestWhitepaperType1 | ScoreRequestWhitepaperType2Type1 | ScoreRequestWhitepaperType3Type1 | Unset = UNSET
    withdrawal_right: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_request_weights_type_1_type_0 import ScoreRequestWeightsType1Type0 # noqa: PLC0415
        from ..models.weights import Weights # noqa: PLC0415
        aml_policy: bool | None | Unset
        if isinstance(self.aml_policy, Unset):
            aml_policy = UNSET
        else:
            aml_policy = self.aml_policy

        asset_type: None | str | Unset
        if isinstance(self.asset_type, Unset):
            asset_type = UNSET
        elif isinstance(self.asset_type, ScoreRequestAssetTypeType1):
            asset_type = self.asset_type.value
        elif isinstance(self.asset_type, ScoreRequestAssetTypeType2Type1):
            asset_type = self.asset_type.value
        elif isinstance(self.asset_type, ScoreRequestAssetTypeType3Type1):
            asset_type = self.asset_type.value
        else:
            asset_type = self.asset_type

        audit: None | str | Unset
        if isinstance(self.audit, Unset):
            audit = UNSET
        elif isinstance(self.audit, ScoreRequestAuditType1):
            audit = self.audit.value
        elif isinstance(self.audit, ScoreRequestAuditType2Type1):
            audit = self.audit.value
        elif isinstance(self.audit, ScoreRequestAuditType3Type1):
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
        elif isinstance(self.custody, ScoreRequestCustodyType1):
            custody = self.custody.value
        elif isinstance(self.custody, ScoreRequestCustodyType2Type1):
            custody = self.custody.value
        elif isinstance(self.custody, ScoreRequestCustodyType3Type1):
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
        elif isinstance(self.investor_type, ScoreRequestInvestorTypeType1):
            investor_type = self.investor_type.value
        elif isinstance(self.investor_type, ScoreRequestInvestorTypeType2Type1):
            investor_type = self.investor_type.value
        elif isinstance(self.investor_type, ScoreRequestInvestorTypeType3Type1):
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
        elif isinstance(self.issuer_type, ScoreRequestIssuerTypeType1):
            issuer_type = self.issuer_type.value
        elif isinstance(self.issuer_type, ScoreRequestIssuerTypeType2Type1):
            issuer_type = self.issuer_type.value
        elif isinstance(self.issuer_type, ScoreRequestIssuerTypeType3Type1):
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

        locale: str | Unset = UNSET
        if not isinstance(self.locale, Unset):
            locale = self.locale.value


        min_ticket_eur: float | None | Unset
        if isinstance(self.min_ticket_eur, Unset):
            min_ticket_eur = UNSET
        else:
            min_ticket_eur = self.min_ticket_eur

        profile: None | str | Unset
        if isinstance(self.profile, Unset):
            profile = UNSET
        elif isinstance(self.profile, ScoreRequestProfileType1):
            profile = self.profile.value
        elif isinstance(self.profile, ScoreRequestProfileType2Type1):
            profile = self.profile.value
        elif isinstance(self.profile, ScoreRequestProfileType3Type1):
            profile = self.profile.value
        else:
            profile = self.profile

        prospectus: None | str | Unset
        if isinstance(self.prospectus, Unset):
            prospectus = UNSET
        elif isinstance(self.prospectus, ScoreRequestProspectusType1):
            prospectus = self.prospectus.value
        elif isinstance(self.prospectus, ScoreRequestProspectusType2Type1):
            prospectus = self.prospectus.value
        elif isinstance(self.prospectus, ScoreRequestProspectusType3Type1):
            prospectus = self.prospectus.value
        else:
            prospectus = self.prospectus

        record_history: bool | None | Unset
        if isinstance(self.record_history, Unset):
            record_history = UNSET
        else:
            record_history = self.record_history

        redemption: None | str | Unset
        if isinstance(self.redemption, Unset):
            redemption = UNSET
        elif isinstance(self.redemption, ScoreRequestRedemptionType1):
            redemption = self.redemption.value
        elif isinstance(self.redemption, ScoreRequestRedemptionType2Type1):
            redemption = self.redemption.value
        elif isinstance(self.redemption, ScoreRequestRedemptionType3Type1):
            redemption = self.redemption.value
        else:
            redemption = self.redemption

        reference_asset: None | str | Unset
        if isinstance(self.reference_asset, Unset):
            reference_asset = UNSET
        elif isinstance(self.reference_asset, ScoreRequestReferenceAssetType1):
            reference_asset = self.reference_asset.value
        elif isinstance(self.reference_asset, ScoreRequestReferenceAssetType2Type1):
            reference_asset = self.reference_asset.value
        elif isinstance(self.reference_asset, ScoreRequestReferenceAssetType3Type1):
            reference_asset = self.reference_asset.value
        else:
            reference_asset = self.reference_asset

        rights: None | str | Unset
        if isinstance(self.rights, Unset):
            rights = UNSET
        elif isinstance(self.rights, ScoreRequestRightsType1):
            rights = self.rights.value
        elif isinstance(self.rights, ScoreRequestRightsType2Type1):
            rights = self.rights.value
        elif isinstance(self.rights, ScoreRequestRightsType3Type1):
            rights = self.rights.value
        else:
            rights = self.rights

        score_id: None | str | Unset
        if isinstance(self.score_id, Unset):
            score_id = UNSET
        else:
            score_id = self.score_id

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
        elif isinstance(self.transfer_restrictions, ScoreRequestTransferRestrictionsType1):
            transfer_restrictions = self.transfer_restrictions.value
        elif isinstance(self.transfer_restrictions, ScoreRequestTransferRestrictionsType2Type1):
            transfer_restrictions = self.transfer_restrictions.value
        elif isinstance(self.transfer_restrictions, ScoreRequestTransferRestrictionsType3Type1):
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
        elif isinstance(self.weights, ScoreRequestWeightsType1Type0):
            weights = self.weights.to_dict()
        else:
            weights = self.weights

        whitepaper: None | str | Unset
        if isinstance(self.whitepaper, Unset):
            whitepaper = UNSET
        elif isinstance(self.whitepaper, ScoreRequestWhitepaperType1):
            whitepaper = self.whitepaper.value
        elif isinstance(self.whitepaper, ScoreRequestWhitepaperType2Type1):
            whitepaper = self.whitepaper.value
        elif isinstance(self.whitepaper, ScoreRequestWhitepaperType3Type1):
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
        if locale is not UNSET:
            field_dict["locale"] = locale
        if min_ticket_eur is not UNSET:
            field_dict["min_ticket_eur"] = min_ticket_eur
        if profile is not UNSET:
            field_dict["profile"] = profile
        if prospectus is not UNSET:
            field_dict["prospectus"] = prospectus
        if record_history is not UNSET:
            field_dict["record_history"] = record_history
        if redemption is not UNSET:
            field_dict["redemption"] = redemption
        if reference_asset is not UNSET:
            field_dict["reference_asset"] = reference_asset
        if rights is not UNSET:
            field_dict["rights"] = rights
        if score_id is not UNSET:
            field_dict["score_id"] = score_id
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
        from ..models.score_request_weights_type_1_type_0 import ScoreRequestWeightsType1Type0 # noqa: PLC0415
        from ..models.weights import Weights # noqa: PLC0415
        d = dict(src_dict)
        def _parse_aml_policy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        aml_policy = _parse_aml_policy(d.pop("aml_policy", UNSET))


        def _parse_asset_type(data: object) -> None | ScoreRequestAssetTypeType1 | ScoreRequestAssetTypeType2Type1 | ScoreRequestAssetTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_1 = ScoreRequestAssetTypeType1(data)



                return asset_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_2_type_1 = ScoreRequestAssetTypeType2Type1(data)



                return asset_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asset_type_type_3_type_1 = ScoreRequestAssetTypeType3Type1(data)



                return asset_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestAssetTypeType1 | ScoreRequestAssetTypeType2Type1 | ScoreRequestAssetTypeType3Type1 | Unset, data)

        asset_type = _parse_asset_type(d.pop("asset_type", UNSET))


        def _parse_audit(data: object) -> None | ScoreRequestAuditType1 | ScoreRequestAuditType2Type1 | ScoreRequestAuditType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_1 = ScoreRequestAuditType1(data)



                return audit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_2_type_1 = ScoreRequestAuditType2Type1(data)



                return audit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audit_type_3_type_1 = ScoreRequestAuditType3Type1(data)



                return audit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestAuditType1 | ScoreRequestAuditType2Type1 | ScoreRequestAuditType3Type1 | Unset, data)

        audit = _parse_audit(d.pop("audit", UNSET))


        def _parse_complaints_policy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        complaints_policy = _parse_complaints_policy(d.pop("complaints_policy", UNSET))


        def _parse_custody(data: object) -> None | ScoreRequestCustodyType1 | ScoreRequestCustodyType2Type1 | ScoreRequestCustodyType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_1 = ScoreRequestCustodyType1(data)



                return custody_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_2_type_1 = ScoreRequestCustodyType2Type1(data)



                return custody_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                custody_type_3_type_1 = ScoreRequestCustodyType3Type1(data)



                return custody_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestCustodyType1 | ScoreRequestCustodyType2Type1 | ScoreRequestCustodyType3Type1 | Unset, data)

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


        def _parse_investor_type(data: object) -> None | ScoreRequestInvestorTypeType1 | ScoreRequestInvestorTypeType2Type1 | ScoreRequestInvestorTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_1 = ScoreRequestInvestorTypeType1(data)



                return investor_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_2_type_1 = ScoreRequestInvestorTypeType2Type1(data)



                return investor_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                investor_type_type_3_type_1 = ScoreRequestInvestorTypeType3Type1(data)



                return investor_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestInvestorTypeType1 | ScoreRequestInvestorTypeType2Type1 | ScoreRequestInvestorTypeType3Type1 | Unset, data)

        investor_type = _parse_investor_type(d.pop("investor_type", UNSET))


        def _parse_issuer_licensed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        issuer_licensed = _parse_issuer_licensed(d.pop("issuer_licensed", UNSET))


        def _parse_issuer_type(data: object) -> None | ScoreRequestIssuerTypeType1 | ScoreRequestIssuerTypeType2Type1 | ScoreRequestIssuerTypeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_1 = ScoreRequestIssuerTypeType1(data)



                return issuer_type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_2_type_1 = ScoreRequestIssuerTypeType2Type1(data)



                return issuer_type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issuer_type_type_3_type_1 = ScoreRequestIssuerTypeType3Type1(data)



                return issuer_type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestIssuerTypeType1 | ScoreRequestIssuerTypeType2Type1 | ScoreRequestIssuerTypeType3Type1 | Unset, data)

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


        _locale = d.pop("locale", UNSET)
        locale: ScoreRequestLocale | Unset
        if isinstance(_locale,  Unset):
            locale = UNSET
        else:
            locale = ScoreRequestLocale(_locale)




        def _parse_min_ticket_eur(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_ticket_eur = _parse_min_ticket_eur(d.pop("min_ticket_eur", UNSET))


        def _parse_profile(data: object) -> None | ScoreRequestProfileType1 | ScoreRequestProfileType2Type1 | ScoreRequestProfileType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_1 = ScoreRequestProfileType1(data)



                return profile_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_2_type_1 = ScoreRequestProfileType2Type1(data)



                return profile_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profile_type_3_type_1 = ScoreRequestProfileType3Type1(data)



                return profile_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestProfileType1 | ScoreRequestProfileType2Type1 | ScoreRequestProfileType3Type1 | Unset, data)

        profile = _parse_profile(d.pop("profile", UNSET))


        def _parse_prospectus(data: object) -> None | ScoreRequestProspectusType1 | ScoreRequestProspectusType2Type1 | ScoreRequestProspectusType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_1 = ScoreRequestProspectusType1(data)



                return prospectus_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_2_type_1 = ScoreRequestProspectusType2Type1(data)



                return prospectus_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prospectus_type_3_type_1 = ScoreRequestProspectusType3Type1(data)



                return prospectus_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestProspectusType1 | ScoreRequestProspectusType2Type1 | ScoreRequestProspectusType3Type1 | Unset, data)

        prospectus = _parse_prospectus(d.pop("prospectus", UNSET))


        def _parse_record_history(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        record_history = _parse_record_history(d.pop("record_history", UNSET))


        def _parse_redemption(data: object) -> None | ScoreRequestRedemptionType1 | ScoreRequestRedemptionType2Type1 | ScoreRequestRedemptionType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_1 = ScoreRequestRedemptionType1(data)



                return redemption_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_2_type_1 = ScoreRequestRedemptionType2Type1(data)



                return redemption_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_type_3_type_1 = ScoreRequestRedemptionType3Type1(data)



                return redemption_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestRedemptionType1 | ScoreRequestRedemptionType2Type1 | ScoreRequestRedemptionType3Type1 | Unset, data)

        redemption = _parse_redemption(d.pop("redemption", UNSET))


        def _parse_reference_asset(data: object) -> None | ScoreRequestReferenceAssetType1 | ScoreRequestReferenceAssetType2Type1 | ScoreRequestReferenceAssetType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_1 = ScoreRequestReferenceAssetType1(data)



                return reference_asset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_2_type_1 = ScoreRequestReferenceAssetType2Type1(data)



                return reference_asset_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reference_asset_type_3_type_1 = ScoreRequestReferenceAssetType3Type1(data)



                return reference_asset_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestReferenceAssetType1 | ScoreRequestReferenceAssetType2Type1 | ScoreRequestReferenceAssetType3Type1 | Unset, data)

        reference_asset = _parse_reference_asset(d.pop("reference_asset", UNSET))


        def _parse_rights(data: object) -> None | ScoreRequestRightsType1 | ScoreRequestRightsType2Type1 | ScoreRequestRightsType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_1 = ScoreRequestRightsType1(data)



                return rights_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_2_type_1 = ScoreRequestRightsType2Type1(data)



                return rights_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rights_type_3_type_1 = ScoreRequestRightsType3Type1(data)



                return rights_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestRightsType1 | ScoreRequestRightsType2Type1 | ScoreRequestRightsType3Type1 | Unset, data)

        rights = _parse_rights(d.pop("rights", UNSET))


        def _parse_score_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        score_id = _parse_score_id(d.pop("score_id", UNSET))


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


        def _parse_transfer_restrictions(data: object) -> None | ScoreRequestTransferRestrictionsType1 | ScoreRequestTransferRestrictionsType2Type1 | ScoreRequestTransferRestrictionsType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_1 = ScoreRequestTransferRestrictionsType1(data)



                return transfer_restrictions_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_2_type_1 = ScoreRequestTransferRestrictionsType2Type1(data)



                return transfer_restrictions_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transfer_restrictions_type_3_type_1 = ScoreRequestTransferRestrictionsType3Type1(data)



                return transfer_restrictions_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestTransferRestrictionsType1 | ScoreRequestTransferRestrictionsType2Type1 | ScoreRequestTransferRestrictionsType3Type1 | Unset, data)

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


        def _parse_weights(data: object) -> None | ScoreRequestWeightsType1Type0 | Unset | Weights:
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
                weights_type_1_type_0 = ScoreRequestWeightsType1Type0.from_dict(data)



                return weights_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestWeightsType1Type0 | Unset | Weights, data)

        weights = _parse_weights(d.pop("weights", UNSET))


        def _parse_whitepaper(data: object) -> None | ScoreRequestWhitepaperType1 | ScoreRequestWhitepaperType2Type1 | ScoreRequestWhitepaperType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_1 = ScoreRequestWhitepaperType1(data)



                return whitepaper_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_2_type_1 = ScoreRequestWhitepaperType2Type1(data)



                return whitepaper_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                whitepaper_type_3_type_1 = ScoreRequestWhitepaperType3Type1(data)



                return whitepaper_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreRequestWhitepaperType1 | ScoreRequestWhitepaperType2Type1 | ScoreRequestWhitepaperType3Type1 | Unset, data)

        whitepaper = _parse_whitepaper(d.pop("whitepaper", UNSET))


        def _parse_withdrawal_right(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        withdrawal_right = _parse_withdrawal_right(d.pop("withdrawal_right", UNSET))


        score_request = cls(
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
            locale=locale,
            min_ticket_eur=min_ticket_eur,
            profile=profile,
            prospectus=prospectus,
            record_history=record_history,
            redemption=redemption,
            reference_asset=reference_asset,
            rights=rights,
            score_id=score_id,
            smart_contract_audit=smart_contract_audit,
            sustainability_disclosure=sustainability_disclosure,
            transfer_restrictions=transfer_restrictions,
            transferable=transferable,
            valuation=valuation,
            weights=weights,
            whitepaper=whitepaper,
            withdrawal_right=withdrawal_right,
        )


        score_request.additional_properties = d
        return score_request

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
