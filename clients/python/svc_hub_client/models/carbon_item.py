from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cqs_score import CqsScore
  from ..models.item_error import ItemError





T = TypeVar("T", bound="CarbonItem")



@_attrs_define
class CarbonItem:
    """ 
        Attributes:
            id (None | str): The id read, or null for text
            index (int):
            ok (bool):
            cqs (CqsScore | Unset):
            error (ItemError | Unset):
     """

    id: None | str
    index: int
    ok: bool
    cqs: CqsScore | Unset = UNSET
    error: ItemError | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cqs_score import CqsScore # noqa: PLC0415
        from ..models.item_error import ItemError # noqa: PLC0415
        id: None | str
        id = self.id

        index = self.index

        ok = self.ok

        cqs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cqs, Unset):
            cqs = self.cqs.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "index": index,
            "ok": ok,
        })
        if cqs is not UNSET:
            field_dict["cqs"] = cqs
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cqs_score import CqsScore # noqa: PLC0415
        from ..models.item_error import ItemError # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        index = d.pop("index")

        ok = d.pop("ok")

        _cqs = d.pop("cqs", UNSET)
        cqs: CqsScore | Unset
        if isinstance(_cqs,  Unset):
            cqs = UNSET
        else:
            cqs = CqsScore.from_dict(_cqs)




        _error = d.pop("error", UNSET)
        error: ItemError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = ItemError.from_dict(_error)




        carbon_item = cls(
            id=id,
            index=index,
            ok=ok,
            cqs=cqs,
            error=error,
        )

        return carbon_item

