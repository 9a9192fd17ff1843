from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EvidenceRead")



@_attrs_define
class EvidenceRead:
    """ 
        Attributes:
            attestations (list[str]):
            exchange_listed (bool | None | Unset):
            kyc_to_hold (bool | None | Unset):
            kyc_to_mint (bool | None | Unset):
            redeemable (bool | None | Unset):
            self_custody (bool | None | Unset):
            transferable (bool | None | Unset):
     """

    attestations: list[str]
    exchange_listed: bool | None | Unset = UNSET
    kyc_to_hold: bool | None | Unset = UNSET
    kyc_to_mint: bool | None | Unset = UNSET
    redeemable: bool | None | Unset = UNSET
    self_custody: bool | None | Unset = UNSET
    transferable: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        attestations = self.attestations



        exchange_listed: bool | None | Unset
        if isinstance(self.exchange_listed, Unset):
            exchange_listed = UNSET
        else:
            exchange_listed = self.exchange_listed

        kyc_to_hold: bool | None | Unset
        if isinstance(self.kyc_to_hold, Unset):
            kyc_to_hold = UNSET
        else:
            kyc_to_hold = self.kyc_to_hold

        kyc_to_mint: bool | None | Unset
        if isinstance(self.kyc_to_mint, Unset):
            kyc_to_mint = UNSET
        else:
            kyc_to_mint = self.kyc_to_mint

        redeemable: bool | None | Unset
        if isinstance(self.redeemable, Unset):
            redeemable = UNSET
        else:
            redeemable = self.redeemable

        self_custody: bool | None | Unset
        if isinstance(self.self_custody, Unset):
            self_custody = UNSET
        else:
            self_custody = self.self_custody

        transferable: bool | None | Unset
        if isinstance(self.transferable, Unset):
            transferable = UNSET
        else:
            transferable = self.transferable


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attestations": attestations,
        })
        if exchange_listed is not UNSET:
            field_dict["exchange_listed"] = exchange_listed
        if kyc_to_hold is not UNSET:
            field_dict["kyc_to_hold"] = kyc_to_hold
        if kyc_to_mint is not UNSET:
            field_dict["kyc_to_mint"] = kyc_to_mint
        if redeemable is not UNSET:
            field_dict["redeemable"] = redeemable
        if self_custody is not UNSET:
            field_dict["self_custody"] = self_custody
        if transferable is not UNSET:
            field_dict["transferable"] = transferable

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attestations = cast(list[str], d.pop("attestations"))


        def _parse_exchange_listed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        exchange_listed = _parse_exchange_listed(d.pop("exchange_listed", UNSET))


        def _parse_kyc_to_hold(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        kyc_to_hold = _parse_kyc_to_hold(d.pop("kyc_to_hold", UNSET))


        def _parse_kyc_to_mint(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        kyc_to_mint = _parse_kyc_to_mint(d.pop("kyc_to_mint", UNSET))


        def _parse_redeemable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        redeemable = _parse_redeemable(d.pop("redeemable", UNSET))


        def _parse_self_custody(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        self_custody = _parse_self_custody(d.pop("self_custody", UNSET))


        def _parse_transferable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        transferable = _parse_transferable(d.pop("transferable", UNSET))


        evidence_read = cls(
            attestations=attestations,
            exchange_listed=exchange_listed,
            kyc_to_hold=kyc_to_hold,
            kyc_to_mint=kyc_to_mint,
            redeemable=redeemable,
            self_custody=self_custody,
            transferable=transferable,
        )

        return evidence_read

