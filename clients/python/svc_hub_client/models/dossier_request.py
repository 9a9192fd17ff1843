from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dossier_request_locale import DossierRequestLocale
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.branding import Branding
  from ..models.dossier_asset import DossierAsset
  from ..models.dossier_request_asset_type_1_type_0 import DossierRequestAssetType1Type0
  from ..models.dossier_request_branding_type_1_type_0 import DossierRequestBrandingType1Type0





T = TypeVar("T", bound="DossierRequest")



@_attrs_define
class DossierRequest:
    """ Give asset (scored now) or attestation_id (one of your attestations, quoted as attested), not both.

        Attributes:
            asset (DossierAsset | DossierRequestAssetType1Type0 | None | Unset): The asset, scored now
            attestation_id (None | str | Unset): One of your attestations
            branding (Branding | DossierRequestBrandingType1Type0 | None | Unset):
            green_id (None | str | Unset): A green index member, water or nature asset: adds the green section
            jurisdiction (None | str | Unset): Whose regulatory references to list (a member state's include the EU's);
                default: the asset's jurisdiction, else EU
            label (None | str | Unset): Your name for the asset (an attestation's own label otherwise)
            locale (DossierRequestLocale | Unset):  Default: DossierRequestLocale.EN.
            product_ids (list[str] | None | Unset): 1-4 catalogue products to compare with, in this order; default: the 4
                most transparent of the asset's category
     """

    asset: DossierAsset | DossierRequestAssetType1Type0 | None | Unset = UNSET
    attestation_id: None | str | Unset = UNSET
    branding: Branding | DossierRequestBrandingType1Type0 | None | Unset = UNSET
    green_id: None | str | Unset = UNSET
    jurisdiction: None | str | Unset = UNSET
    label: None | str | Unset = UNSET
    locale: DossierRequestLocale | Unset = DossierRequestLocale.EN
    product_ids: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.branding import Branding # noqa: PLC0415
        from ..models.dossier_asset import DossierAsset # noqa: PLC0415
        from ..models.dossier_request_asset_type_1_type_0 import DossierRequestAssetType1Type0 # noqa: PLC0415
        from ..models.dossier_request_branding_type_1_type_0 import DossierRequestBrandingType1Type0 # noqa: PLC0415
        asset: dict[str, Any] | None | Unset
        if isinstance(self.asset, Unset):
            asset = UNSET
        elif isinstance(self.asset, DossierAsset):
            asset = self.asset.to_dict()
        elif isinstance(self.asset, DossierRequestAssetType1Type0):
            asset = self.asset.to_dict()
        else:
            asset = self.asset

        attestation_id: None | str | Unset
        if isinstance(self.attestation_id, Unset):
            attestation_id = UNSET
        else:
            attestation_id = self.attestation_id

        branding: dict[str, Any] | None | Unset
        if isinstance(self.branding, Unset):
            branding = UNSET
        elif isinstance(self.branding, Branding):
            branding = self.branding.to_dict()
        elif isinstance(self.branding, DossierRequestBrandingType1Type0):
            branding = self.branding.to_dict()
        else:
            branding = self.branding

        green_id: None | str | Unset
        if isinstance(self.green_id, Unset):
            green_id = UNSET
        else:
            green_id = self.green_id

        jurisdiction: None | str | Unset
        if isinstance(self.jurisdiction, Unset):
            jurisdiction = UNSET
        else:
            jurisdiction = self.jurisdiction

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        locale: str | Unset = UNSET
        if not isinstance(self.locale, Unset):
            locale = self.locale.value


        product_ids: list[str] | None | Unset
        if isinstance(self.product_ids, Unset):
            product_ids = UNSET
        elif isinstance(self.product_ids, list):
            product_ids = self.product_ids


        else:
            product_ids = self.product_ids


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if asset is not UNSET:
            field_dict["asset"] = asset
        if attestation_id is not UNSET:
            field_dict["attestation_id"] = attestation_id
        if branding is not UNSET:
            field_dict["branding"] = branding
        if green_id is not UNSET:
            field_dict["green_id"] = green_id
        if jurisdiction is not UNSET:
            field_dict["jurisdiction"] = jurisdiction
        if label is not UNSET:
            field_dict["label"] = label
        if locale is not UNSET:
            field_dict["locale"] = locale
        if product_ids is not UNSET:
            field_dict["product_ids"] = product_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.branding import Branding # noqa: PLC0415
        from ..models.dossier_asset import DossierAsset # noqa: PLC0415
        from ..models.dossier_request_asset_type_1_type_0 import DossierRequestAssetType1Type0 # noqa: PLC0415
        from ..models.dossier_request_branding_type_1_type_0 import DossierRequestBrandingType1Type0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_asset(data: object) -> DossierAsset | DossierRequestAssetType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                asset_type_0 = DossierAsset.from_dict(data)



                return asset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                asset_type_1_type_0 = DossierRequestAssetType1Type0.from_dict(data)



                return asset_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DossierAsset | DossierRequestAssetType1Type0 | None | Unset, data)

        asset = _parse_asset(d.pop("asset", UNSET))


        def _parse_attestation_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attestation_id = _parse_attestation_id(d.pop("attestation_id", UNSET))


        def _parse_branding(data: object) -> Branding | DossierRequestBrandingType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                branding_type_0 = Branding.from_dict(data)



                return branding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                branding_type_1_type_0 = DossierRequestBrandingType1Type0.from_dict(data)



                return branding_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Branding | DossierRequestBrandingType1Type0 | None | Unset, data)

        branding = _parse_branding(d.pop("branding", UNSET))


        def _parse_green_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        green_id = _parse_green_id(d.pop("green_id", UNSET))


        def _parse_jurisdiction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction", UNSET))


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        _locale = d.pop("locale", UNSET)
        locale: DossierRequestLocale | Unset
        if isinstance(_locale,  Unset):
            locale = UNSET
        else:
            locale = DossierRequestLocale(_locale)




        def _parse_product_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                product_ids_type_0 = cast(list[str], data)

                return product_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        product_ids = _parse_product_ids(d.pop("product_ids", UNSET))


        dossier_request = cls(
            asset=asset,
            attestation_id=attestation_id,
            branding=branding,
            green_id=green_id,
            jurisdiction=jurisdiction,
            label=label,
            locale=locale,
            product_ids=product_ids,
        )


        dossier_request.additional_properties = d
        return dossier_request

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
