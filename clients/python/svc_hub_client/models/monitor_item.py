from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.latest_score import LatestScore
  from ..models.monitor_item_latest_type_0_type_0 import MonitorItemLatestType0Type0
  from ..models.watching import Watching





T = TypeVar("T", bound="MonitorItem")



@_attrs_define
class MonitorItem:
    """ 
        Attributes:
            active (bool):
            created_at (str):
            history_url (str):
            monitor_id (str):
            watching (Watching):
            label (None | str | Unset):
            latest (LatestScore | MonitorItemLatestType0Type0 | None | Unset):
     """

    active: bool
    created_at: str
    history_url: str
    monitor_id: str
    watching: Watching
    label: None | str | Unset = UNSET
    latest: LatestScore | MonitorItemLatestType0Type0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.latest_score import LatestScore # noqa: PLC0415
        from ..models.monitor_item_latest_type_0_type_0 import MonitorItemLatestType0Type0 # noqa: PLC0415
        from ..models.watching import Watching # noqa: PLC0415
        active = self.active

        created_at = self.created_at

        history_url = self.history_url

        monitor_id = self.monitor_id

        watching = self.watching.to_dict()

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        latest: dict[str, Any] | None | Unset
        if isinstance(self.latest, Unset):
            latest = UNSET
        elif isinstance(self.latest, MonitorItemLatestType0Type0):
            latest = self.latest.to_dict()
        elif isinstance(self.latest, LatestScore):
            latest = self.latest.to_dict()
        else:
            latest = self.latest


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "created_at": created_at,
            "history_url": history_url,
            "monitor_id": monitor_id,
            "watching": watching,
        })
        if label is not UNSET:
            field_dict["label"] = label
        if latest is not UNSET:
            field_dict["latest"] = latest

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.latest_score import LatestScore # noqa: PLC0415
        from ..models.monitor_item_latest_type_0_type_0 import MonitorItemLatestType0Type0 # noqa: PLC0415
        from ..models.watching import Watching # noqa: PLC0415
        d = dict(src_dict)
        active = d.pop("active")

        created_at = d.pop("created_at")

        history_url = d.pop("history_url")

        monitor_id = d.pop("monitor_id")

        watching = Watching.from_dict(d.pop("watching"))




        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        def _parse_latest(data: object) -> LatestScore | MonitorItemLatestType0Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latest_type_0_type_0 = MonitorItemLatestType0Type0.from_dict(data)



                return latest_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latest_type_1 = LatestScore.from_dict(data)



                return latest_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LatestScore | MonitorItemLatestType0Type0 | None | Unset, data)

        latest = _parse_latest(d.pop("latest", UNSET))


        monitor_item = cls(
            active=active,
            created_at=created_at,
            history_url=history_url,
            monitor_id=monitor_id,
            watching=watching,
            label=label,
            latest=latest,
        )

        return monitor_item

