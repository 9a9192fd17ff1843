from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.waitlist_request_signals_item import WaitlistRequestSignalsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WaitlistRequest")



@_attrs_define
class WaitlistRequest:
    """ 
        Attributes:
            product_ids (list[str]):
            email (None | str | Unset):
            signals (list[WaitlistRequestSignalsItem] | Unset):
            webhook_url (None | str | Unset): HTTPS only
     """

    product_ids: list[str]
    email: None | str | Unset = UNSET
    signals: list[WaitlistRequestSignalsItem] | Unset = UNSET
    webhook_url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        product_ids = self.product_ids



        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        signals: list[str] | Unset = UNSET
        if not isinstance(self.signals, Unset):
            signals = []
            for signals_item_data in self.signals:
                signals_item = signals_item_data.value
                signals.append(signals_item)



        webhook_url: None | str | Unset
        if isinstance(self.webhook_url, Unset):
            webhook_url = UNSET
        else:
            webhook_url = self.webhook_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "product_ids": product_ids,
        })
        if email is not UNSET:
            field_dict["email"] = email
        if signals is not UNSET:
            field_dict["signals"] = signals
        if webhook_url is not UNSET:
            field_dict["webhook_url"] = webhook_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        product_ids = cast(list[str], d.pop("product_ids"))


        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        _signals = d.pop("signals", UNSET)
        signals: list[WaitlistRequestSignalsItem] | Unset = UNSET
        if _signals is not UNSET:
            signals = []
            for signals_item_data in _signals:
                signals_item = WaitlistRequestSignalsItem(signals_item_data)



                signals.append(signals_item)


        def _parse_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        webhook_url = _parse_webhook_url(d.pop("webhook_url", UNSET))


        waitlist_request = cls(
            product_ids=product_ids,
            email=email,
            signals=signals,
            webhook_url=webhook_url,
        )

        return waitlist_request

