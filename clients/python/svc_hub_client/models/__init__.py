""" Contains all the data models used in inputs/outputs """

from .advice_fields import AdviceFields
from .anchor_audit_read import AnchorAuditRead
from .anchor_proof import AnchorProof
from .anchor_proof_given import AnchorProofGiven
from .anchor_proof_given_seal_type_1_type_0 import AnchorProofGivenSealType1Type0
from .anchor_quota_read import AnchorQuotaRead
from .anchor_receipt import AnchorReceipt
from .anchor_receipt_proof_type_1_type_0 import AnchorReceiptProofType1Type0
from .anchor_receipt_read import AnchorReceiptRead
from .anchor_receipt_read_proof_type_1_type_0 import AnchorReceiptReadProofType1Type0
from .anchor_receipt_read_status import AnchorReceiptReadStatus
from .anchor_receipt_status import AnchorReceiptStatus
from .anchor_verify_body import AnchorVerifyBody
from .anchor_verify_read import AnchorVerifyRead
from .anchor_verify_read_signature_type_1_type_0 import AnchorVerifyReadSignatureType1Type0
from .asset_source import AssetSource
from .attempt_read import AttemptRead
from .attest_create import AttestCreate
from .attest_create_locale import AttestCreateLocale
from .attestation_read import AttestationRead
from .attestation_snapshot import AttestationSnapshot
from .attestation_snapshot_weights import AttestationSnapshotWeights
from .attributes import Attributes
from .attributes_generation_source import AttributesGenerationSource
from .attributes_renewable_claim import AttributesRenewableClaim
from .batch_body import BatchBody
from .batch_item_error import BatchItemError
from .benchmark_read import BenchmarkRead
from .benchmark_read_source import BenchmarkReadSource
from .benchmark_read_status import BenchmarkReadStatus
from .blocker import Blocker
from .branding import Branding
from .breakdown import Breakdown
from .carbon_batch import CarbonBatch
from .carbon_item import CarbonItem
from .carbon_quality import CarbonQuality
from .carbon_quality_nature_type_1_type_0 import CarbonQualityNatureType1Type0
from .carbon_quality_read import CarbonQualityRead
from .carbon_quality_read_nature_type_1_type_0 import CarbonQualityReadNatureType1Type0
from .carbon_quality_read_registry import CarbonQualityReadRegistry
from .carbon_quality_read_registry_links import CarbonQualityReadRegistryLinks
from .carbon_quality_registry import CarbonQualityRegistry
from .carbon_quality_registry_links import CarbonQualityRegistryLinks
from .change_entry_read import ChangeEntryRead
from .changelog_read import ChangelogRead
from .chat_answer import ChatAnswer
from .chat_answer_reason_type_1 import ChatAnswerReasonType1
from .chat_answer_reason_type_2_type_1 import ChatAnswerReasonType2Type1
from .chat_answer_reason_type_3_type_1 import ChatAnswerReasonType3Type1
from .chat_request import ChatRequest
from .checklist_item_read import ChecklistItemRead
from .checklist_read import ChecklistRead
from .citation import Citation
from .citation_read import CitationRead
from .citation_read_kind import CitationReadKind
from .companion import Companion
from .companion_watt_score_type_0_type_0 import CompanionWattScoreType0Type0
from .compare_request import CompareRequest
from .compare_request_category import CompareRequestCategory
from .compare_request_risk_tier import CompareRequestRiskTier
from .compare_verify_request import CompareVerifyRequest
from .comparison_block import ComparisonBlock
from .comparison_read import ComparisonRead
from .cqs_score import CqsScore
from .credential_field import CredentialField
from .dated_value import DatedValue
from .delivery_item import DeliveryItem
from .delivery_item_status import DeliveryItemStatus
from .delivery_list import DeliveryList
from .delivery_read import DeliveryRead
from .delivery_read_status import DeliveryReadStatus
from .demo_body import DemoBody
from .door_anchoring import DoorAnchoring
from .door_body import DoorBody
from .door_document import DoorDocument
from .door_read import DoorRead
from .door_read_document_type_1_type_0 import DoorReadDocumentType1Type0
from .door_read_subject import DoorReadSubject
from .door_read_unit_type_0 import DoorReadUnitType0
from .door_unit import DoorUnit
from .dossier_asset import DossierAsset
from .dossier_asset_asset_type_type_1 import DossierAssetAssetTypeType1
from .dossier_asset_asset_type_type_2_type_1 import DossierAssetAssetTypeType2Type1
from .dossier_asset_asset_type_type_3_type_1 import DossierAssetAssetTypeType3Type1
from .dossier_asset_audit_type_1 import DossierAssetAuditType1
from .dossier_asset_audit_type_2_type_1 import DossierAssetAuditType2Type1
from .dossier_asset_audit_type_3_type_1 import DossierAssetAuditType3Type1
from .dossier_asset_custody_type_1 import DossierAssetCustodyType1
from .dossier_asset_custody_type_2_type_1 import DossierAssetCustodyType2Type1
from .dossier_asset_custody_type_3_type_1 import DossierAssetCustodyType3Type1
from .dossier_asset_investor_type_type_1 import DossierAssetInvestorTypeType1
from .dossier_asset_investor_type_type_2_type_1 import DossierAssetInvestorTypeType2Type1
from .dossier_asset_investor_type_type_3_type_1 import DossierAssetInvestorTypeType3Type1
from .dossier_asset_issuer_type_type_1 import DossierAssetIssuerTypeType1
from .dossier_asset_issuer_type_type_2_type_1 import DossierAssetIssuerTypeType2Type1
from .dossier_asset_issuer_type_type_3_type_1 import DossierAssetIssuerTypeType3Type1
from .dossier_asset_profile_type_1 import DossierAssetProfileType1
from .dossier_asset_profile_type_2_type_1 import DossierAssetProfileType2Type1
from .dossier_asset_profile_type_3_type_1 import DossierAssetProfileType3Type1
from .dossier_asset_prospectus_type_1 import DossierAssetProspectusType1
from .dossier_asset_prospectus_type_2_type_1 import DossierAssetProspectusType2Type1
from .dossier_asset_prospectus_type_3_type_1 import DossierAssetProspectusType3Type1
from .dossier_asset_redemption_type_1 import DossierAssetRedemptionType1
from .dossier_asset_redemption_type_2_type_1 import DossierAssetRedemptionType2Type1
from .dossier_asset_redemption_type_3_type_1 import DossierAssetRedemptionType3Type1
from .dossier_asset_reference_asset_type_1 import DossierAssetReferenceAssetType1
from .dossier_asset_reference_asset_type_2_type_1 import DossierAssetReferenceAssetType2Type1
from .dossier_asset_reference_asset_type_3_type_1 import DossierAssetReferenceAssetType3Type1
from .dossier_asset_rights_type_1 import DossierAssetRightsType1
from .dossier_asset_rights_type_2_type_1 import DossierAssetRightsType2Type1
from .dossier_asset_rights_type_3_type_1 import DossierAssetRightsType3Type1
from .dossier_asset_transfer_restrictions_type_1 import DossierAssetTransferRestrictionsType1
from .dossier_asset_transfer_restrictions_type_2_type_1 import DossierAssetTransferRestrictionsType2Type1
from .dossier_asset_transfer_restrictions_type_3_type_1 import DossierAssetTransferRestrictionsType3Type1
from .dossier_asset_weights_type_1_type_0 import DossierAssetWeightsType1Type0
from .dossier_asset_whitepaper_type_1 import DossierAssetWhitepaperType1
from .dossier_asset_whitepaper_type_2_type_1 import DossierAssetWhitepaperType2Type1
from .dossier_asset_whitepaper_type_3_type_1 import DossierAssetWhitepaperType3Type1
from .dossier_request import DossierRequest
from .dossier_request_asset_type_1_type_0 import DossierRequestAssetType1Type0
from .dossier_request_branding_type_1_type_0 import DossierRequestBrandingType1Type0
from .dossier_request_locale import DossierRequestLocale
from .drift_entry import DriftEntry
from .drift_entry_kind import DriftEntryKind
from .eau_check import EauCheck
from .eau_check_model import EauCheckModel
from .eligibility_access import EligibilityAccess
from .eligibility_green import EligibilityGreen
from .eligibility_item import EligibilityItem
from .eligibility_jurisdiction import EligibilityJurisdiction
from .eligibility_method import EligibilityMethod
from .eligibility_mica import EligibilityMica
from .eligibility_read import EligibilityRead
from .eligibility_request import EligibilityRequest
from .eligibility_weights import EligibilityWeights
from .eligibility_weights_with_green import EligibilityWeightsWithGreen
from .error import Error
from .error_detail import ErrorDetail
from .error_detail_code import ErrorDetailCode
from .error_details import ErrorDetails
from .error_details_allowed import ErrorDetailsAllowed
from .error_details_fields import ErrorDetailsFields
from .evidence_pack_body import EvidencePackBody
from .evidence_read import EvidenceRead
from .export_products_asset_class_item import ExportProductsAssetClassItem
from .export_products_format import ExportProductsFormat
from .export_products_preset import ExportProductsPreset
from .export_products_risk_tier_item import ExportProductsRiskTierItem
from .export_products_sort import ExportProductsSort
from .export_products_sort_dir import ExportProductsSortDir
from .export_products_source import ExportProductsSource
from .export_products_yield_basis_item import ExportProductsYieldBasisItem
from .export_read import ExportRead
from .export_receipts_format import ExportReceiptsFormat
from .export_row import ExportRow
from .export_units_format import ExportUnitsFormat
from .export_units_kind import ExportUnitsKind
from .export_units_status import ExportUnitsStatus
from .factor import Factor
from .feed import Feed
from .flag import Flag
from .flag_code import FlagCode
from .flag_severity import FlagSeverity
from .flex import Flex
from .flex_direction import FlexDirection
from .flex_firmness import FlexFirmness
from .flex_source_format import FlexSourceFormat
from .flow import Flow
from .flow_attributes import FlowAttributes
from .flow_attributes_asset_class_hint import FlowAttributesAssetClassHint
from .flow_attributes_generation_source import FlowAttributesGenerationSource
from .flow_attributes_renewable_claim import FlowAttributesRenewableClaim
from .flow_attributes_use import FlowAttributesUse
from .flow_location import FlowLocation
from .flow_source_format import FlowSourceFormat
from .free_text import FreeText
from .free_text_model import FreeTextModel
from .from_ocpi_body import FromOcpiBody
from .gap import Gap
from .get_checklist_dimension_type_1 import GetChecklistDimensionType1
from .get_checklist_dimension_type_2_type_1 import GetChecklistDimensionType2Type1
from .get_checklist_dimension_type_3_type_1 import GetChecklistDimensionType3Type1
from .get_compare_report_locale import GetCompareReportLocale
from .get_market_overview_asset_class_item import GetMarketOverviewAssetClassItem
from .get_market_overview_preset import GetMarketOverviewPreset
from .get_market_overview_risk_tier_item import GetMarketOverviewRiskTierItem
from .get_market_overview_sort import GetMarketOverviewSort
from .get_market_overview_sort_dir import GetMarketOverviewSortDir
from .get_market_overview_source import GetMarketOverviewSource
from .get_market_overview_yield_basis_item import GetMarketOverviewYieldBasisItem
from .get_passport_format import GetPassportFormat
from .green_index import GreenIndex
from .green_index_weights import GreenIndexWeights
from .h2o_batch import H2OBatch
from .h2o_item import H2OItem
from .h2o_read import H2ORead
from .h2o_score import H2OScore
from .highlight_reasons import HighlightReasons
from .highlight_reasons_apy_item_type_1 import HighlightReasonsApyItemType1
from .highlight_reasons_apy_item_type_2_type_1 import HighlightReasonsApyItemType2Type1
from .highlight_reasons_apy_item_type_3_type_1 import HighlightReasonsApyItemType3Type1
from .highlight_reasons_liquidity_days_item_type_1 import HighlightReasonsLiquidityDaysItemType1
from .highlight_reasons_liquidity_days_item_type_2_type_1 import HighlightReasonsLiquidityDaysItemType2Type1
from .highlight_reasons_liquidity_days_item_type_3_type_1 import HighlightReasonsLiquidityDaysItemType3Type1
from .highlight_reasons_liquidity_score_item_type_1 import HighlightReasonsLiquidityScoreItemType1
from .highlight_reasons_liquidity_score_item_type_2_type_1 import HighlightReasonsLiquidityScoreItemType2Type1
from .highlight_reasons_liquidity_score_item_type_3_type_1 import HighlightReasonsLiquidityScoreItemType3Type1
from .highlight_reasons_min_investment_usd_item_type_1 import HighlightReasonsMinInvestmentUsdItemType1
from .highlight_reasons_min_investment_usd_item_type_2_type_1 import HighlightReasonsMinInvestmentUsdItemType2Type1
from .highlight_reasons_min_investment_usd_item_type_3_type_1 import HighlightReasonsMinInvestmentUsdItemType3Type1
from .highlight_reasons_transparency_score_item_type_1 import HighlightReasonsTransparencyScoreItemType1
from .highlight_reasons_transparency_score_item_type_2_type_1 import HighlightReasonsTransparencyScoreItemType2Type1
from .highlight_reasons_transparency_score_item_type_3_type_1 import HighlightReasonsTransparencyScoreItemType3Type1
from .highlight_reasons_tvl_usd_item_type_1 import HighlightReasonsTvlUsdItemType1
from .highlight_reasons_tvl_usd_item_type_2_type_1 import HighlightReasonsTvlUsdItemType2Type1
from .highlight_reasons_tvl_usd_item_type_3_type_1 import HighlightReasonsTvlUsdItemType3Type1
from .highlights import Highlights
from .highlights_apy_item_type_1 import HighlightsApyItemType1
from .highlights_apy_item_type_2_type_1 import HighlightsApyItemType2Type1
from .highlights_apy_item_type_3_type_1 import HighlightsApyItemType3Type1
from .highlights_liquidity_days_item_type_1 import HighlightsLiquidityDaysItemType1
from .highlights_liquidity_days_item_type_2_type_1 import HighlightsLiquidityDaysItemType2Type1
from .highlights_liquidity_days_item_type_3_type_1 import HighlightsLiquidityDaysItemType3Type1
from .highlights_liquidity_score_item_type_1 import HighlightsLiquidityScoreItemType1
from .highlights_liquidity_score_item_type_2_type_1 import HighlightsLiquidityScoreItemType2Type1
from .highlights_liquidity_score_item_type_3_type_1 import HighlightsLiquidityScoreItemType3Type1
from .highlights_min_investment_usd_item_type_1 import HighlightsMinInvestmentUsdItemType1
from .highlights_min_investment_usd_item_type_2_type_1 import HighlightsMinInvestmentUsdItemType2Type1
from .highlights_min_investment_usd_item_type_3_type_1 import HighlightsMinInvestmentUsdItemType3Type1
from .highlights_transparency_score_item_type_1 import HighlightsTransparencyScoreItemType1
from .highlights_transparency_score_item_type_2_type_1 import HighlightsTransparencyScoreItemType2Type1
from .highlights_transparency_score_item_type_3_type_1 import HighlightsTransparencyScoreItemType3Type1
from .highlights_tvl_usd_item_type_1 import HighlightsTvlUsdItemType1
from .highlights_tvl_usd_item_type_2_type_1 import HighlightsTvlUsdItemType2Type1
from .highlights_tvl_usd_item_type_3_type_1 import HighlightsTvlUsdItemType3Type1
from .history_entry import HistoryEntry
from .history_point import HistoryPoint
from .history_read import HistoryRead
from .index_item import IndexItem
from .index_item_kind import IndexItemKind
from .inferred import Inferred
from .inferred_field import InferredField
from .input_fact import InputFact
from .interest_body import InterestBody
from .interest_read import InterestRead
from .interest_record import InterestRecord
from .item_error import ItemError
from .jurisdiction_list import JurisdictionList
from .jurisdiction_one import JurisdictionOne
from .jurisdiction_read import JurisdictionRead
from .key_create import KeyCreate
from .key_create_mode import KeyCreateMode
from .key_created import KeyCreated
from .key_created_mode import KeyCreatedMode
from .key_created_tier import KeyCreatedTier
from .key_read import KeyRead
from .key_read_mode import KeyReadMode
from .key_read_tier import KeyReadTier
from .key_rotate import KeyRotate
from .knowledge_read import KnowledgeRead
from .latest_score import LatestScore
from .link_read import LinkRead
from .linked_project import LinkedProject
from .list_anchor_audit_status_type_1 import ListAnchorAuditStatusType1
from .list_anchor_audit_status_type_2_type_1 import ListAnchorAuditStatusType2Type1
from .list_anchor_audit_status_type_3_type_1 import ListAnchorAuditStatusType3Type1
from .list_benchmarks_category import ListBenchmarksCategory
from .list_deliveries_status_type_1 import ListDeliveriesStatusType1
from .list_deliveries_status_type_2_type_1 import ListDeliveriesStatusType2Type1
from .list_deliveries_status_type_3_type_1 import ListDeliveriesStatusType3Type1
from .list_green_index_flagged_type_1 import ListGreenIndexFlaggedType1
from .list_green_index_flagged_type_2_type_1 import ListGreenIndexFlaggedType2Type1
from .list_green_index_flagged_type_3_type_1 import ListGreenIndexFlaggedType3Type1
from .list_green_index_kind_type_1 import ListGreenIndexKindType1
from .list_green_index_kind_type_2_type_1 import ListGreenIndexKindType2Type1
from .list_green_index_kind_type_3_type_1 import ListGreenIndexKindType3Type1
from .list_listings_status import ListListingsStatus
from .list_nature_index_nature_class_type_1 import ListNatureIndexNatureClassType1
from .list_nature_index_nature_class_type_2_type_1 import ListNatureIndexNatureClassType2Type1
from .list_nature_index_nature_class_type_3_type_1 import ListNatureIndexNatureClassType3Type1
from .list_offers_firmness import ListOffersFirmness
from .list_offers_generation_source import ListOffersGenerationSource
from .list_offers_status import ListOffersStatus
from .list_products_asset_class_item import ListProductsAssetClassItem
from .list_products_preset import ListProductsPreset
from .list_products_risk_tier_item import ListProductsRiskTierItem
from .list_products_sort import ListProductsSort
from .list_products_sort_dir import ListProductsSortDir
from .list_products_source import ListProductsSource
from .list_products_yield_basis_item import ListProductsYieldBasisItem
from .list_regulatory_feed_tag_type_1 import ListRegulatoryFeedTagType1
from .list_regulatory_feed_tag_type_2_type_1 import ListRegulatoryFeedTagType2Type1
from .list_regulatory_feed_tag_type_3_type_1 import ListRegulatoryFeedTagType3Type1
from .list_reservations_status import ListReservationsStatus
from .list_units_kind import ListUnitsKind
from .list_units_status import ListUnitsStatus
from .listed_reservation import ListedReservation
from .listing_board import ListingBoard
from .listing_body import ListingBody
from .listing_fields import ListingFields
from .listing_read import ListingRead
from .market_overview import MarketOverview
from .match import Match
from .match_part import MatchPart
from .match_read import MatchRead
from .match_read_advice_type_1_type_0 import MatchReadAdviceType1Type0
from .match_read_weights import MatchReadWeights
from .meta import Meta
from .meter_reading import MeterReading
from .meter_verdict import MeterVerdict
from .methodology import Methodology
from .mica_question import MicaQuestion
from .mica_source import MicaSource
from .mica_test import MicaTest
from .mint_e import MintE
from .mint_f import MintF
from .mint_w import MintW
from .model_factor import ModelFactor
from .monitor_create import MonitorCreate
from .monitor_item import MonitorItem
from .monitor_item_latest_type_0_type_0 import MonitorItemLatestType0Type0
from .monitor_list import MonitorList
from .monitor_read import MonitorRead
from .monitor_read_latest_type_0_type_0 import MonitorReadLatestType0Type0
from .nature_index import NatureIndex
from .nature_of_project import NatureOfProject
from .nature_of_project_tier import NatureOfProjectTier
from .nature_read import NatureRead
from .nature_read_tier import NatureReadTier
from .nature_row import NatureRow
from .nature_row_tier import NatureRowTier
from .nature_score import NatureScore
from .nature_score_tier import NatureScoreTier
from .offer_board import OfferBoard
from .offer_body import OfferBody
from .offer_body_firmness import OfferBodyFirmness
from .offer_body_generation_source import OfferBodyGenerationSource
from .offer_fields import OfferFields
from .offer_read import OfferRead
from .overview_group import OverviewGroup
from .overview_total import OverviewTotal
from .partner import Partner
from .partner_catalogue import PartnerCatalogue
from .partner_sync_body import PartnerSyncBody
from .partner_sync_body_credentials import PartnerSyncBodyCredentials
from .partner_sync_body_mode import PartnerSyncBodyMode
from .partner_sync_read import PartnerSyncRead
from .passport_facts import PassportFacts
from .passport_read import PassportRead
from .passport_read_links import PassportReadLinks
from .passport_score import PassportScore
from .place import Place
from .probe_read import ProbeRead
from .product_page import ProductPage
from .product_points import ProductPoints
from .product_read import ProductRead
from .product_read_chain_tvl_usd_type_0 import ProductReadChainTvlUsdType0
from .product_read_source_class import ProductReadSourceClass
from .profile import Profile
from .profile_firmness import ProfileFirmness
from .profile_generation_source import ProfileGenerationSource
from .project_source import ProjectSource
from .quota_read import QuotaRead
from .rating import Rating
from .read_registry_serial_registry_type_1 import ReadRegistrySerialRegistryType1
from .read_registry_serial_registry_type_2_type_1 import ReadRegistrySerialRegistryType2Type1
from .read_registry_serial_registry_type_3_type_1 import ReadRegistrySerialRegistryType3Type1
from .record_attributes import RecordAttributes
from .record_flex import RecordFlex
from .record_flow import RecordFlow
from .record_location import RecordLocation
from .record_session import RecordSession
from .record_signed_data import RecordSignedData
from .record_signed_value import RecordSignedValue
from .record_window import RecordWindow
from .record_zone import RecordZone
from .reference_item import ReferenceItem
from .reference_source import ReferenceSource
from .reference_source_date_is import ReferenceSourceDateIs
from .reference_yield import ReferenceYield
from .registry_lookup import RegistryLookup
from .registry_lookup_nature_type_1_type_0 import RegistryLookupNatureType1Type0
from .registry_lookup_project_type_1_type_0 import RegistryLookupProjectType1Type0
from .registry_lookup_registry_links import RegistryLookupRegistryLinks
from .replay_all import ReplayAll
from .reseal_read import ResealRead
from .reservation_fields import ReservationFields
from .reservation_list import ReservationList
from .reservation_read import ReservationRead
from .reservation_read_unit_type_1_type_0 import ReservationReadUnitType1Type0
from .retire_body import RetireBody
from .retrieval_read import RetrievalRead
from .root_seal import RootSeal
from .root_signature_verdict import RootSignatureVerdict
from .root_signature_verdict_checks import RootSignatureVerdictChecks
from .rule_result import RuleResult
from .score_batch_item import ScoreBatchItem
from .score_batch_request import ScoreBatchRequest
from .score_batch_result import ScoreBatchResult
from .score_history import ScoreHistory
from .score_meta import ScoreMeta
from .score_meta_weights_applied import ScoreMetaWeightsApplied
from .score_request import ScoreRequest
from .score_request_asset_type_type_1 import ScoreRequestAssetTypeType1
from .score_request_asset_type_type_2_type_1 import ScoreRequestAssetTypeType2Type1
from .score_request_asset_type_type_3_type_1 import ScoreRequestAssetTypeType3Type1
from .score_request_audit_type_1 import ScoreRequestAuditType1
from .score_request_audit_type_2_type_1 import ScoreRequestAuditType2Type1
from .score_request_audit_type_3_type_1 import ScoreRequestAuditType3Type1
from .score_request_custody_type_1 import ScoreRequestCustodyType1
from .score_request_custody_type_2_type_1 import ScoreRequestCustodyType2Type1
from .score_request_custody_type_3_type_1 import ScoreRequestCustodyType3Type1
from .score_request_investor_type_type_1 import ScoreRequestInvestorTypeType1
from .score_request_investor_type_type_2_type_1 import ScoreRequestInvestorTypeType2Type1
from .score_request_investor_type_type_3_type_1 import ScoreRequestInvestorTypeType3Type1
from .score_request_issuer_type_type_1 import ScoreRequestIssuerTypeType1
from .score_request_issuer_type_type_2_type_1 import ScoreRequestIssuerTypeType2Type1
from .score_request_issuer_type_type_3_type_1 import ScoreRequestIssuerTypeType3Type1
from .score_request_locale import ScoreRequestLocale
from .score_request_profile_type_1 import ScoreRequestProfileType1
from .score_request_profile_type_2_type_1 import ScoreRequestProfileType2Type1
from .score_request_profile_type_3_type_1 import ScoreRequestProfileType3Type1
from .score_request_prospectus_type_1 import ScoreRequestProspectusType1
from .score_request_prospectus_type_2_type_1 import ScoreRequestProspectusType2Type1
from .score_request_prospectus_type_3_type_1 import ScoreRequestProspectusType3Type1
from .score_request_redemption_type_1 import ScoreRequestRedemptionType1
from .score_request_redemption_type_2_type_1 import ScoreRequestRedemptionType2Type1
from .score_request_redemption_type_3_type_1 import ScoreRequestRedemptionType3Type1
from .score_request_reference_asset_type_1 import ScoreRequestReferenceAssetType1
from .score_request_reference_asset_type_2_type_1 import ScoreRequestReferenceAssetType2Type1
from .score_request_reference_asset_type_3_type_1 import ScoreRequestReferenceAssetType3Type1
from .score_request_rights_type_1 import ScoreRequestRightsType1
from .score_request_rights_type_2_type_1 import ScoreRequestRightsType2Type1
from .score_request_rights_type_3_type_1 import ScoreRequestRightsType3Type1
from .score_request_transfer_restrictions_type_1 import ScoreRequestTransferRestrictionsType1
from .score_request_transfer_restrictions_type_2_type_1 import ScoreRequestTransferRestrictionsType2Type1
from .score_request_transfer_restrictions_type_3_type_1 import ScoreRequestTransferRestrictionsType3Type1
from .score_request_weights_type_1_type_0 import ScoreRequestWeightsType1Type0
from .score_request_whitepaper_type_1 import ScoreRequestWhitepaperType1
from .score_request_whitepaper_type_2_type_1 import ScoreRequestWhitepaperType2Type1
from .score_request_whitepaper_type_3_type_1 import ScoreRequestWhitepaperType3Type1
from .score_result import ScoreResult
from .score_result_inferred_fields import ScoreResultInferredFields
from .score_result_inputs import ScoreResultInputs
from .score_result_rules import ScoreResultRules
from .score_result_weights import ScoreResultWeights
from .scores_read import ScoresRead
from .screen_products_asset_class_item import ScreenProductsAssetClassItem
from .screen_products_mode import ScreenProductsMode
from .screen_products_preset import ScreenProductsPreset
from .screen_products_risk_tier_item import ScreenProductsRiskTierItem
from .screen_products_sort import ScreenProductsSort
from .screen_products_sort_dir import ScreenProductsSortDir
from .screen_products_source import ScreenProductsSource
from .screen_products_yield_basis_item import ScreenProductsYieldBasisItem
from .screener_query_read import ScreenerQueryRead
from .seal_given import SealGiven
from .section import Section
from .serial_read import SerialRead
from .serial_read_parts import SerialReadParts
from .services_read import ServicesRead
from .session import Session
from .session_location import SessionLocation
from .session_source_format import SessionSourceFormat
from .settle_body import SettleBody
from .shortlist_policy import ShortlistPolicy
from .shortlist_product import ShortlistProduct
from .shortlist_read import ShortlistRead
from .shortlist_request import ShortlistRequest
from .signed_data import SignedData
from .signed_value import SignedValue
from .signed_value_nature import SignedValueNature
from .simple_labels import SimpleLabels
from .snapshot_gap import SnapshotGap
from .snapshot_question import SnapshotQuestion
from .snapshot_section import SnapshotSection
from .source import Source
from .source_count import SourceCount
from .source_count_kind import SourceCountKind
from .source_read import SourceRead
from .span import Span
from .status_read import StatusRead
from .subject import Subject
from .subscribe_request import SubscribeRequest
from .subscribe_request_tags_item import SubscribeRequestTagsItem
from .subscription import Subscription
from .tap_body import TapBody
from .test_key_create import TestKeyCreate
from .text_body import TextBody
from .unified_score import UnifiedScore
from .unified_score_kind import UnifiedScoreKind
from .unified_score_links import UnifiedScoreLinks
from .unified_score_read import UnifiedScoreRead
from .unified_score_read_kind import UnifiedScoreReadKind
from .unified_score_read_links import UnifiedScoreReadLinks
from .unified_score_read_watt_type_0_type_0 import UnifiedScoreReadWattType0Type0
from .unified_score_read_weights import UnifiedScoreReadWeights
from .unified_score_watt_type_0_type_0 import UnifiedScoreWattType0Type0
from .unified_score_weights import UnifiedScoreWeights
from .unit_batch_body import UnitBatchBody
from .unit_batch_item import UnitBatchItem
from .unit_batch_read import UnitBatchRead
from .unit_fields import UnitFields
from .unit_fields_enrichment_type_0_type_0 import UnitFieldsEnrichmentType0Type0
from .unit_fields_meter_data_type_1_type_0 import UnitFieldsMeterDataType1Type0
from .unit_fields_meter_type_1_type_0 import UnitFieldsMeterType1Type0
from .unit_item_error import UnitItemError
from .unit_list import UnitList
from .unit_read import UnitRead
from .unit_read_enrichment_type_0_type_0 import UnitReadEnrichmentType0Type0
from .unit_read_meter_data_type_1_type_0 import UnitReadMeterDataType1Type0
from .unit_read_meter_type_1_type_0 import UnitReadMeterType1Type0
from .unit_record import UnitRecord
from .unit_verify_read import UnitVerifyRead
from .unit_verify_read_document_type_1_type_0 import UnitVerifyReadDocumentType1Type0
from .unit_verify_read_subject import UnitVerifyReadSubject
from .unit_verify_read_unit_type_1_type_0 import UnitVerifyReadUnitType1Type0
from .verify_file_body import VerifyFileBody
from .verify_read import VerifyRead
from .verify_read_document_type_1_type_0 import VerifyReadDocumentType1Type0
from .verify_read_subject import VerifyReadSubject
from .verify_read_unit_type_0 import VerifyReadUnitType0
from .waitlist_read import WaitlistRead
from .waitlist_read_webhook_type_1_type_0 import WaitlistReadWebhookType1Type0
from .waitlist_request import WaitlistRequest
from .waitlist_request_signals_item import WaitlistRequestSignalsItem
from .watcher_webhook import WatcherWebhook
from .watching import Watching
from .watt_batch import WattBatch
from .watt_item import WattItem
from .watt_read import WattRead
from .watt_score import WattScore
from .watt_summary import WattSummary
from .webhook_create import WebhookCreate
from .webhook_created import WebhookCreated
from .webhook_item import WebhookItem
from .webhook_list import WebhookList
from .weights import Weights
from .window import Window
from .zone import Zone

__all__ = (
    "AdviceFields",
    "AnchorAuditRead",
    "AnchorProof",
    "AnchorProofGiven",
    "AnchorProofGivenSealType1Type0",
    "AnchorQuotaRead",
    "AnchorReceipt",
    "AnchorReceiptProofType1Type0",
    "AnchorReceiptRead",
    "AnchorReceiptReadProofType1Type0",
    "AnchorReceiptReadStatus",
    "AnchorReceiptStatus",
    "AnchorVerifyBody",
    "AnchorVerifyRead",
    "AnchorVerifyReadSignatureType1Type0",
    "AssetSource",
    "AttemptRead",
    "AttestationRead",
    "AttestationSnapshot",
    "AttestationSnapshotWeights",
    "AttestCreate",
    "AttestCreateLocale",
    "Attributes",
    "AttributesGenerationSource",
    "AttributesRenewableClaim",
    "BatchBody",
    "BatchItemError",
    "BenchmarkRead",
    "BenchmarkReadSource",
    "BenchmarkReadStatus",
    "Blocker",
    "Branding",
    "Breakdown",
    "CarbonBatch",
    "CarbonItem",
    "CarbonQuality",
    "CarbonQualityNatureType1Type0",
    "CarbonQualityRead",
    "CarbonQualityReadNatureType1Type0",
    "CarbonQualityReadRegistry",
    "CarbonQualityReadRegistryLinks",
    "CarbonQualityRegistry",
    "CarbonQualityRegistryLinks",
    "ChangeEntryRead",
    "ChangelogRead",
    "ChatAnswer",
    "ChatAnswerReasonType1",
    "ChatAnswerReasonType2Type1",
    "ChatAnswerReasonType3Type1",
    "ChatRequest",
    "ChecklistItemRead",
    "ChecklistRead",
    "Citation",
    "CitationRead",
    "CitationReadKind",
    "Companion",
    "CompanionWattScoreType0Type0",
    "CompareRequest",
    "CompareRequestCategory",
    "CompareRequestRiskTier",
    "CompareVerifyRequest",
    "ComparisonBlock",
    "ComparisonRead",
    "CqsScore",
    "CredentialField",
    "DatedValue",
    "DeliveryItem",
    "DeliveryItemStatus",
    "DeliveryList",
    "DeliveryRead",
    "DeliveryReadStatus",
    "DemoBody",
    "DoorAnchoring",
    "DoorBody",
    "DoorDocument",
    "DoorRead",
    "DoorReadDocumentType1Type0",
    "DoorReadSubject",
    "DoorReadUnitType0",
    "DoorUnit",
    "DossierAsset",
    "DossierAssetAssetTypeType1",
    "DossierAssetAssetTypeType2Type1",
    "DossierAssetAssetTypeType3Type1",
    "DossierAssetAuditType1",
    "DossierAssetAuditType2Type1",
    "DossierAssetAuditType3Type1",
    "DossierAssetCustodyType1",
    "DossierAssetCustodyType2Type1",
    "DossierAssetCustodyType3Type1",
    "DossierAssetInvestorTypeType1",
    "DossierAssetInvestorTypeType2Type1",
    "DossierAssetInvestorTypeType3Type1",
    "DossierAssetIssuerTypeType1",
    "DossierAssetIssuerTypeType2Type1",
    "DossierAssetIssuerTypeType3Type1",
    "DossierAssetProfileType1",
    "DossierAssetProfileType2Type1",
    "DossierAssetProfileType3Type1",
    "DossierAssetProspectusType1",
    "DossierAssetProspectusType2Type1",
    "DossierAssetProspectusType3Type1",
    "DossierAssetRedemptionType1",
    "DossierAssetRedemptionType2Type1",
    "DossierAssetRedemptionType3Type1",
    "DossierAssetReferenceAssetType1",
    "DossierAssetReferenceAssetType2Type1",
    "DossierAssetReferenceAssetType3Type1",
    "DossierAssetRightsType1",
    "DossierAssetRightsType2Type1",
    "DossierAssetRightsType3Type1",
    "DossierAssetTransferRestrictionsType1",
    "DossierAssetTransferRestrictionsType2Type1",
    "DossierAssetTransferRestrictionsType3Type1",
    "DossierAssetWeightsType1Type0",
    "DossierAssetWhitepaperType1",
    "DossierAssetWhitepaperType2Type1",
    "DossierAssetWhitepaperType3Type1",
    "DossierRequest",
    "DossierRequestAssetType1Type0",
    "DossierRequestBrandingType1Type0",
    "DossierRequestLocale",
    "DriftEntry",
    "DriftEntryKind",
    "EauCheck",
    "EauCheckModel",
    "EligibilityAccess",
    "EligibilityGreen",
    "EligibilityItem",
    "EligibilityJurisdiction",
    "EligibilityMethod",
    "EligibilityMica",
    "EligibilityRead",
    "EligibilityRequest",
    "EligibilityWeights",
    "EligibilityWeightsWithGreen",
    "Error",
    "ErrorDetail",
    "ErrorDetailCode",
    "ErrorDetails",
    "ErrorDetailsAllowed",
    "ErrorDetailsFields",
    "EvidencePackBody",
    "EvidenceRead",
    "ExportProductsAssetClassItem",
    "ExportProductsFormat",
    "ExportProductsPreset",
    "ExportProductsRiskTierItem",
    "ExportProductsSort",
    "ExportProductsSortDir",
    "ExportProductsSource",
    "ExportProductsYieldBasisItem",
    "ExportRead",
    "ExportReceiptsFormat",
    "ExportRow",
    "ExportUnitsFormat",
    "ExportUnitsKind",
    "ExportUnitsStatus",
    "Factor",
    "Feed",
    "Flag",
    "FlagCode",
    "FlagSeverity",
    "Flex",
    "FlexDirection",
    "FlexFirmness",
    "FlexSourceFormat",
    "Flow",
    "FlowAttributes",
    "FlowAttributesAssetClassHint",
    "FlowAttributesGenerationSource",
    "FlowAttributesRenewableClaim",
    "FlowAttributesUse",
    "FlowLocation",
    "FlowSourceFormat",
    "FreeText",
    "FreeTextModel",
    "FromOcpiBody",
    "Gap",
    "GetChecklistDimensionType1",
    "GetChecklistDimensionType2Type1",
    "GetChecklistDimensionType3Type1",
    "GetCompareReportLocale",
    "GetMarketOverviewAssetClassItem",
    "GetMarketOverviewPreset",
    "GetMarketOverviewRiskTierItem",
    "GetMarketOverviewSort",
    "GetMarketOverviewSortDir",
    "GetMarketOverviewSource",
    "GetMarketOverviewYieldBasisItem",
    "GetPassportFormat",
    "GreenIndex",
    "GreenIndexWeights",
    "H2OBatch",
    "H2OItem",
    "H2ORead",
    "H2OScore",
    "HighlightReasons",
    "HighlightReasonsApyItemType1",
    "HighlightReasonsApyItemType2Type1",
    "HighlightReasonsApyItemType3Type1",
    "HighlightReasonsLiquidityDaysItemType1",
    "HighlightReasonsLiquidityDaysItemType2Type1",
    "HighlightReasonsLiquidityDaysItemType3Type1",
    "HighlightReasonsLiquidityScoreItemType1",
    "HighlightReasonsLiquidityScoreItemType2Type1",
    "HighlightReasonsLiquidityScoreItemType3Type1",
    "HighlightReasonsMinInvestmentUsdItemType1",
    "HighlightReasonsMinInvestmentUsdItemType2Type1",
    "HighlightReasonsMinInvestmentUsdItemType3Type1",
    "HighlightReasonsTransparencyScoreItemType1",
    "HighlightReasonsTransparencyScoreItemType2Type1",
    "HighlightReasonsTransparencyScoreItemType3Type1",
    "HighlightReasonsTvlUsdItemType1",
    "HighlightReasonsTvlUsdItemType2Type1",
    "HighlightReasonsTvlUsdItemType3Type1",
    "Highlights",
    "HighlightsApyItemType1",
    "HighlightsApyItemType2Type1",
    "HighlightsApyItemType3Type1",
    "HighlightsLiquidityDaysItemType1",
    "HighlightsLiquidityDaysItemType2Type1",
    "HighlightsLiquidityDaysItemType3Type1",
    "HighlightsLiquidityScoreItemType1",
    "HighlightsLiquidityScoreItemType2Type1",
    "HighlightsLiquidityScoreItemType3Type1",
    "HighlightsMinInvestmentUsdItemType1",
    "HighlightsMinInvestmentUsdItemType2Type1",
    "HighlightsMinInvestmentUsdItemType3Type1",
    "HighlightsTransparencyScoreItemType1",
    "HighlightsTransparencyScoreItemType2Type1",
    "HighlightsTransparencyScoreItemType3Type1",
    "HighlightsTvlUsdItemType1",
    "HighlightsTvlUsdItemType2Type1",
    "HighlightsTvlUsdItemType3Type1",
    "HistoryEntry",
    "HistoryPoint",
    "HistoryRead",
    "IndexItem",
    "IndexItemKind",
    "Inferred",
    "InferredField",
    "InputFact",
    "InterestBody",
    "InterestRead",
    "InterestRecord",
    "ItemError",
    "JurisdictionList",
    "JurisdictionOne",
    "JurisdictionRead",
    "KeyCreate",
    "KeyCreated",
    "KeyCreatedMode",
    "KeyCreatedTier",
    "KeyCreateMode",
    "KeyRead",
    "KeyReadMode",
    "KeyReadTier",
    "KeyRotate",
    "KnowledgeRead",
    "LatestScore",
    "LinkedProject",
    "LinkRead",
    "ListAnchorAuditStatusType1",
    "ListAnchorAuditStatusType2Type1",
    "ListAnchorAuditStatusType3Type1",
    "ListBenchmarksCategory",
    "ListDeliveriesStatusType1",
    "ListDeliveriesStatusType2Type1",
    "ListDeliveriesStatusType3Type1",
    "ListedReservation",
    "ListGreenIndexFlaggedType1",
    "ListGreenIndexFlaggedType2Type1",
    "ListGreenIndexFlaggedType3Type1",
    "ListGreenIndexKindType1",
    "ListGreenIndexKindType2Type1",
    "ListGreenIndexKindType3Type1",
    "ListingBoard",
    "ListingBody",
    "ListingFields",
    "ListingRead",
    "ListListingsStatus",
    "ListNatureIndexNatureClassType1",
    "ListNatureIndexNatureClassType2Type1",
    "ListNatureIndexNatureClassType3Type1",
    "ListOffersFirmness",
    "ListOffersGenerationSource",
    "ListOffersStatus",
    "ListProductsAssetClassItem",
    "ListProductsPreset",
    "ListProductsRiskTierItem",
    "ListProductsSort",
    "ListProductsSortDir",
    "ListProductsSource",
    "ListProductsYieldBasisItem",
    "ListRegulatoryFeedTagType1",
    "ListRegulatoryFeedTagType2Type1",
    "ListRegulatoryFeedTagType3Type1",
    "ListReservationsStatus",
    "ListUnitsKind",
    "ListUnitsStatus",
    "MarketOverview",
    "Match",
    "MatchPart",
    "MatchRead",
    "MatchReadAdviceType1Type0",
    "MatchReadWeights",
    "Meta",
    "MeterReading",
    "MeterVerdict",
    "Methodology",
    "MicaQuestion",
    "MicaSource",
    "MicaTest",
    "MintE",
    "MintF",
    "MintW",
    "ModelFactor",
    "MonitorCreate",
    "MonitorItem",
    "MonitorItemLatestType0Type0",
    "MonitorList",
    "MonitorRead",
    "MonitorReadLatestType0Type0",
    "NatureIndex",
    "NatureOfProject",
    "NatureOfProjectTier",
    "NatureRead",
    "NatureReadTier",
    "NatureRow",
    "NatureRowTier",
    "NatureScore",
    "NatureScoreTier",
    "OfferBoard",
    "OfferBody",
    "OfferBodyFirmness",
    "OfferBodyGenerationSource",
    "OfferFields",
    "OfferRead",
    "OverviewGroup",
    "OverviewTotal",
    "Partner",
    "PartnerCatalogue",
    "PartnerSyncBody",
    "PartnerSyncBodyCredentials",
    "PartnerSyncBodyMode",
    "PartnerSyncRead",
    "PassportFacts",
    "PassportRead",
    "PassportReadLinks",
    "PassportScore",
    "Place",
    "ProbeRead",
    "ProductPage",
    "ProductPoints",
    "ProductRead",
    "ProductReadChainTvlUsdType0",
    "ProductReadSourceClass",
    "Profile",
    "ProfileFirmness",
    "ProfileGenerationSource",
    "ProjectSource",
    "QuotaRead",
    "Rating",
    "ReadRegistrySerialRegistryType1",
    "ReadRegistrySerialRegistryType2Type1",
    "ReadRegistrySerialRegistryType3Type1",
    "RecordAttributes",
    "RecordFlex",
    "RecordFlow",
    "RecordLocation",
    "RecordSession",
    "RecordSignedData",
    "RecordSignedValue",
    "RecordWindow",
    "RecordZone",
    "ReferenceItem",
    "ReferenceSource",
    "ReferenceSourceDateIs",
    "ReferenceYield",
    "RegistryLookup",
    "RegistryLookupNatureType1Type0",
    "RegistryLookupProjectType1Type0",
    "RegistryLookupRegistryLinks",
    "ReplayAll",
    "ResealRead",
    "ReservationFields",
    "ReservationList",
    "ReservationRead",
    "ReservationReadUnitType1Type0",
    "RetireBody",
    "RetrievalRead",
    "RootSeal",
    "RootSignatureVerdict",
    "RootSignatureVerdictChecks",
    "RuleResult",
    "ScoreBatchItem",
    "ScoreBatchRequest",
    "ScoreBatchResult",
    "ScoreHistory",
    "ScoreMeta",
    "ScoreMetaWeightsApplied",
    "ScoreRequest",
    "ScoreRequestAssetTypeType1",
    "ScoreRequestAssetTypeType2Type1",
    "ScoreRequestAssetTypeType3Type1",
    "ScoreRequestAuditType1",
    "ScoreRequestAuditType2Type1",
    "ScoreRequestAuditType3Type1",
    "ScoreRequestCustodyType1",
    "ScoreRequestCustodyType2Type1",
    "ScoreRequestCustodyType3Type1",
    "ScoreRequestInvestorTypeType1",
    "ScoreRequestInvestorTypeType2Type1",
    "ScoreRequestInvestorTypeType3Type1",
    "ScoreRequestIssuerTypeType1",
    "ScoreRequestIssuerTypeType2Type1",
    "ScoreRequestIssuerTypeType3Type1",
    "ScoreRequestLocale",
    "ScoreRequestProfileType1",
    "ScoreRequestProfileType2Type1",
    "ScoreRequestProfileType3Type1",
    "ScoreRequestProspectusType1",
    "ScoreRequestProspectusType2Type1",
    "ScoreRequestProspectusType3Type1",
    "ScoreRequestRedemptionType1",
    "ScoreRequestRedemptionType2Type1",
    "ScoreRequestRedemptionType3Type1",
    "ScoreRequestReferenceAssetType1",
    "ScoreRequestReferenceAssetType2Type1",
    "ScoreRequestReferenceAssetType3Type1",
    "ScoreRequestRightsType1",
    "ScoreRequestRightsType2Type1",
    "ScoreRequestRightsType3Type1",
    "ScoreRequestTransferRestrictionsType1",
    "ScoreRequestTransferRestrictionsType2Type1",
    "ScoreRequestTransferRestrictionsType3Type1",
    "ScoreRequestWeightsType1Type0",
    "ScoreRequestWhitepaperType1",
    "ScoreRequestWhitepaperType2Type1",
    "ScoreRequestWhitepaperType3Type1",
    "ScoreResult",
    "ScoreResultInferredFields",
    "ScoreResultInputs",
    "ScoreResultRules",
    "ScoreResultWeights",
    "ScoresRead",
    "ScreenerQueryRead",
    "ScreenProductsAssetClassItem",
    "ScreenProductsMode",
    "ScreenProductsPreset",
    "ScreenProductsRiskTierItem",
    "ScreenProductsSort",
    "ScreenProductsSortDir",
    "ScreenProductsSource",
    "ScreenProductsYieldBasisItem",
    "SealGiven",
    "Section",
    "SerialRead",
    "SerialReadParts",
    "ServicesRead",
    "Session",
    "SessionLocation",
    "SessionSourceFormat",
    "SettleBody",
    "ShortlistPolicy",
    "ShortlistProduct",
    "ShortlistRead",
    "ShortlistRequest",
    "SignedData",
    "SignedValue",
    "SignedValueNature",
    "SimpleLabels",
    "SnapshotGap",
    "SnapshotQuestion",
    "SnapshotSection",
    "Source",
    "SourceCount",
    "SourceCountKind",
    "SourceRead",
    "Span",
    "StatusRead",
    "Subject",
    "SubscribeRequest",
    "SubscribeRequestTagsItem",
    "Subscription",
    "TapBody",
    "TestKeyCreate",
    "TextBody",
    "UnifiedScore",
    "UnifiedScoreKind",
    "UnifiedScoreLinks",
    "UnifiedScoreRead",
    "UnifiedScoreReadKind",
    "UnifiedScoreReadLinks",
    "UnifiedScoreReadWattType0Type0",
    "UnifiedScoreReadWeights",
    "UnifiedScoreWattType0Type0",
    "UnifiedScoreWeights",
    "UnitBatchBody",
    "UnitBatchItem",
    "UnitBatchRead",
    "UnitFields",
    "UnitFieldsEnrichmentType0Type0",
    "UnitFieldsMeterDataType1Type0",
    "UnitFieldsMeterType1Type0",
    "UnitItemError",
    "UnitList",
    "UnitRead",
    "UnitReadEnrichmentType0Type0",
    "UnitReadMeterDataType1Type0",
    "UnitReadMeterType1Type0",
    "UnitRecord",
    "UnitVerifyRead",
    "UnitVerifyReadDocumentType1Type0",
    "UnitVerifyReadSubject",
    "UnitVerifyReadUnitType1Type0",
    "VerifyFileBody",
    "VerifyRead",
    "VerifyReadDocumentType1Type0",
    "VerifyReadSubject",
    "VerifyReadUnitType0",
    "WaitlistRead",
    "WaitlistReadWebhookType1Type0",
    "WaitlistRequest",
    "WaitlistRequestSignalsItem",
    "WatcherWebhook",
    "Watching",
    "WattBatch",
    "WattItem",
    "WattRead",
    "WattScore",
    "WattSummary",
    "WebhookCreate",
    "WebhookCreated",
    "WebhookItem",
    "WebhookList",
    "Weights",
    "Window",
    "Zone",
)
