from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.waitlist_read_webhook_type_1_type_0 import WaitlistReadWebhookType1Type0
  from ..models.watcher_webhook import WatcherWebhook





T = TypeVar("T", bound="WaitlistRead")



@_attrs_define
class WaitlistRead:
    """ 
        Attributes:
            accepted (bool):
            channels (list[str]):
            delivery (str):
            meta (Meta):
            note (str):
            product_ids (list[str]):
            signals (list[str]):
            webhook (None | WaitlistReadWebhookType1Type0 | WatcherWebhook): With a webhook_url: its signing secret;
                otherwise null
     """

    accepted: bool
    channels: list[str]
    delivery: str
    meta: Meta
    note: str
    product_ids: list[str]
    signals: list[str]
    webhook: None | WaitlistReadWebhookType1Type0 | WatcherWebhook





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.waitlist_read_webhook_type_1_type_0 import WaitlistReadWebhookType1Type0 # noqa: PLC0415
        from ..models.watcher_webhook import WatcherWebhook # noqa: PLC0415
        accepted = self.accepted

        channels = self.channels



        delivery = self.delivery

        meta = self.meta.to_dict()

        note = self.note

        product_ids = self.product_ids



        signals = self.signals



        webhook: dict[str, Any] | None
        if isinstance(self.webhook, WatcherWebhook):
            webhook = self.webhook.to_dict()
        elif isinstance(self.webhook, WaitlistReadWebhookType1Type0):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accepted": accepted,
            "channels": channels,
            "delivery": delivery,
            "meta": meta,
            "note": note,
            "product_ids": product_ids,
            "signals": signals,
            "webhook": webhook,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.waitlist_read_webhook_type_1_type_0 import WaitlistReadWebhookType1Type0 # noqa: PLC0415
        from ..models.watcher_webhook import WatcherWebhook # noqa: PLC0415
        d = dict(src_dict)
        accepted = d.pop("accepted")

        channels = cast(list[str], d.pop("channels"))


        delivery = d.pop("delivery")

        meta = Meta.from_dict(d.pop("meta"))




        note = d.pop("note")

        product_ids = cast(list[str], d.pop("product_ids"))


        signals = cast(list[str], d.pop("signals"))


        def _parse_webhook(data: object) -> None | WaitlistReadWebhookType1Type0 | WatcherWebhook:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = WatcherWebhook.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_1_type_0 = WaitlistReadWebhookType1Type0.from_dict(data)



                return webhook_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WaitlistReadWebhookType1Type0 | WatcherWebhook, data)

        webhook = _parse_webhook(d.pop("webhook"))


        waitlist_read = cls(
            accepted=accepted,
            channels=channels,
            delivery=delivery,
            meta=meta,
            note=note,
            product_ids=product_ids,
            signals=signals,
            webhook=webhook,
        )

        return waitlist_read

