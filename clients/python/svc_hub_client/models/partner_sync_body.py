from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.partner_sync_body_mode import PartnerSyncBodyMode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.partner_sync_body_credentials import PartnerSyncBodyCredentials





T = TypeVar("T", bound="PartnerSyncBody")



@_attrs_define
class PartnerSyncBody:
    """ 
        Attributes:
            partner (str):  Example: generic_ocpi.
            credentials (PartnerSyncBodyCredentials | Unset): Live mode: the fields the connector lists (base_url, token
                ...); used for this call only, never kept or logged
            limit (int | Unset):  Default: 20.
            mode (PartnerSyncBodyMode | Unset):  Default: PartnerSyncBodyMode.SANDBOX.
            operator_id (str | Unset):
     """

    partner: str
    credentials: PartnerSyncBodyCredentials | Unset = UNSET
    limit: int | Unset = 20
    mode: PartnerSyncBodyMode | Unset = PartnerSyncBodyMode.SANDBOX
    operator_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.partner_sync_body_credentials import PartnerSyncBodyCredentials # noqa: PLC0415
        partner = self.partner

        credentials: dict[str, Any] | Unset = UNSET
        if not isinstance(self.credentials, Unset):
            credentials = self.credentials.to_dict()

        limit = self.limit

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value


        operator_id = self.operator_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "partner": partner,
        })
        if credentials is not UNSET:
            field_dict["credentials"] = credentials
        if limit is not UNSET:
            field_dict["limit"] = limit
        if mode is not UNSET:
            field_dict["mode"] = mode
        if operator_id is not UNSET:
            field_dict["operator_id"] = operator_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.partner_sync_body_credentials import PartnerSyncBodyCredentials # noqa: PLC0415
        d = dict(src_dict)
        partner = d.pop("partner")

        _credentials = d.pop("credentials", UNSET)
        credentials: PartnerSyncBodyCredentials | Unset
        if isinstance(_credentials,  Unset):
            credentials = UNSET
        else:
            credentials = PartnerSyncBodyCredentials.from_dict(_credentials)




        limit = d.pop("limit", UNSET)

        _mode = d.pop("mode", UNSET)
        mode: PartnerSyncBodyMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = PartnerSyncBodyMode(_mode)




        operator_id = d.pop("operator_id", UNSET)

        partner_sync_body = cls(
            partner=partner,
            credentials=credentials,
            limit=limit,
            mode=mode,
            operator_id=operator_id,
        )

        return partner_sync_body

