from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.h2o_score import H2OScore
  from ..models.item_error import ItemError





T = TypeVar("T", bound="H2OItem")



@_attrs_define
class H2OItem:
    """ 
        Attributes:
            id (None | str): The id read, or null for text
            index (int):
            ok (bool):
            error (ItemError | Unset):
            h2o_score (H2OScore | Unset):
     """

    id: None | str
    index: int
    ok: bool
    error: ItemError | Unset = UNSET
    h2o_score: H2OScore | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.item_error import ItemError # noqa: PLC0415
        id: None | str
        id = self.id

        index = self.index

        ok = self.ok

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        h2o_score: dict[str, Any] | Unset = UNSET
        if not isinstance(self.h2o_score, Unset):
            h2o_score = self.h2o_score.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "index": index,
            "ok": ok,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if h2o_score is not UNSET:
            field_dict["h2o_score"] = h2o_score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.h2o_score import H2OScore # noqa: PLC0415
        from ..models.item_error import ItemError # noqa: PLC0415
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




        _h2o_score = d.pop("h2o_score", UNSET)
        h2o_score: H2OScore | Unset
        if isinstance(_h2o_score,  Unset):
            h2o_score = UNSET
        else:
            h2o_score = H2OScore.from_dict(_h2o_score)




        h2o_item = cls(
            id=id,
            index=index,
            ok=ok,
            error=error,
            h2o_score=h2o_score,
        )

        return h2o_item

