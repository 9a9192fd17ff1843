from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.item_error import ItemError
  from ..models.watt_score import WattScore





T = TypeVar("T", bound="WattItem")



@_attrs_define
class WattItem:
    """ 
        Attributes:
            id (None | str): The id read, or null for text
            index (int):
            ok (bool):
            error (ItemError | Unset):
            watt_score (WattScore | Unset):
     """

    id: None | str
    index: int
    ok: bool
    error: ItemError | Unset = UNSET
    watt_score: WattScore | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.item_error import ItemError # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        id: None | str
        id = self.id

        index = self.index

        ok = self.ok

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        watt_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.watt_score, Unset):
            watt_score = self.watt_score.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "index": index,
            "ok": ok,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if watt_score is not UNSET:
            field_dict["watt_score"] = watt_score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item_error import ItemError # noqa: PLC0415
        from ..models.watt_score import WattScore # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        index = d.pop("index")

        ok = d.pop("ok")

        _error = d.pop("error", UNSET)
        error: ItemError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = ItemError.from_dict(_error)




        _watt_score = d.pop("watt_score", UNSET)
        watt_score: WattScore | Unset
        if isinstance(_watt_score,  Unset):
            watt_score = UNSET
        else:
            watt_score = WattScore.from_dict(_watt_score)




        watt_item = cls(
            id=id,
            index=index,
            ok=ok,
            error=error,
            watt_score=watt_score,
        )

        return watt_item

