from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_item_status import DeliveryItemStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.attempt_read import AttemptRead





T = TypeVar("T", bound="DeliveryItem")



@_attrs_define
class DeliveryItem:
    """ 
        Attributes:
            attempt_log (list[AttemptRead]):
            attempts (int): Attempts of the current series
            created_at (str): ISO 8601 UTC
            delivered_at (None | str): ISO 8601 UTC
            event (str):
            event_id (str): The body's id
            id (str): whd_...: also the webhook-id header
            next_attempt_at (None | str): ISO 8601 UTC
            series (int):
            status (DeliveryItemStatus):
            webhook_id (str):
     """

    attempt_log: list[AttemptRead]
    attempts: int
    created_at: str
    delivered_at: None | str
    event: str
    event_id: str
    id: str
    next_attempt_at: None | str
    series: int
    status: DeliveryItemStatus
    webhook_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.attempt_read import AttemptRead # noqa: PLC0415
        attempt_log = []
        for attempt_log_item_data in self.attempt_log:
            attempt_log_item = attempt_log_item_data.to_dict()
            attempt_log.append(attempt_log_item)



        attempts = self.attempts

        created_at = self.created_at

        delivered_at: None | str
        delivered_at = self.delivered_at

        event = self.event

        event_id = self.event_id

        id = self.id

        next_attempt_at: None | str
        next_attempt_at = self.next_attempt_at

        series = self.series

        status = self.status.value

        webhook_id = self.webhook_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attempt_log": attempt_log,
            "attempts": attempts,
            "created_at": created_at,
            "delivered_at": delivered_at,
            "event": event,
            "event_id": event_id,
            "id": id,
            "next_attempt_at": next_attempt_at,
            "series": series,
            "status": status,
            "webhook_id": webhook_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt_read import AttemptRead # noqa: PLC0415
        d = dict(src_dict)
        attempt_log = []
        _attempt_log = d.pop("attempt_log")
        for attempt_log_item_data in (_attempt_log):
            attempt_log_item = AttemptRead.from_dict(attempt_log_item_data)



            attempt_log.append(attempt_log_item)


        attempts = d.pop("attempts")

        created_at = d.pop("created_at")

        def _parse_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))


        event = d.pop("event")

        event_id = d.pop("event_id")

        id = d.pop("id")

        def _parse_next_attempt_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        series = d.pop("series")

        status = DeliveryItemStatus(d.pop("status"))




        webhook_id = d.pop("webhook_id")

        delivery_item = cls(
            attempt_log=attempt_log,
            attempts=attempts,
            created_at=created_at,
            delivered_at=delivered_at,
            event=event,
            event_id=event_id,
            id=id,
            next_attempt_at=next_attempt_at,
            series=series,
            status=status,
            webhook_id=webhook_id,
        )

        return delivery_item

