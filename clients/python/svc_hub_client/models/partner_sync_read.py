from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.unit_batch_item import UnitBatchItem





T = TypeVar("T", bound="PartnerSyncRead")



@_attrs_define
class PartnerSyncRead:
    """ 
        Attributes:
            demo (bool): sandbox: the units are minted as demo units
            failed (int): How many items answered an error
            items (list[UnitBatchItem]):
            meta (Meta):
            mode (str):
            partner (str):
            pulled (int):
            succeeded (int): How many items answered ok
            total (int): How many items were sent
     """

    demo: bool
    failed: int
    items: list[UnitBatchItem]
    meta: Meta
    mode: str
    partner: str
    pulled: int
    succeeded: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_batch_item import UnitBatchItem # noqa: PLC0415
        demo = self.demo

        failed = self.failed

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        meta = self.meta.to_dict()

        mode = self.mode

        partner = self.partner

        pulled = self.pulled

        succeeded = self.succeeded

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "demo": demo,
            "failed": failed,
            "items": items,
            "meta": meta,
            "mode": mode,
            "partner": partner,
            "pulled": pulled,
            "succeeded": succeeded,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.unit_batch_item import UnitBatchItem # noqa: PLC0415
        d = dict(src_dict)
        demo = d.pop("demo")

        failed = d.pop("failed")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = UnitBatchItem.from_dict(items_item_data)



            items.append(items_item)


        meta = Meta.from_dict(d.pop("meta"))




        mode = d.pop("mode")

        partner = d.pop("partner")

        pulled = d.pop("pulled")

        succeeded = d.pop("succeeded")

        total = d.pop("total")

        partner_sync_read = cls(
            demo=demo,
            failed=failed,
            items=items,
            meta=meta,
            mode=mode,
            partner=partner,
            pulled=pulled,
            succeeded=succeeded,
            total=total,
        )

        return partner_sync_read

