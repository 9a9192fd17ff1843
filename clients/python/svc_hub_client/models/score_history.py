from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.history_entry import HistoryEntry
  from ..models.meta import Meta





T = TypeVar("T", bound="ScoreHistory")



@_attrs_define
class ScoreHistory:
    """ 
        Attributes:
            entries (list[HistoryEntry]):
            kind (str): session or monitor
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            score_id (str):
            total (int):
     """

    entries: list[HistoryEntry]
    kind: str
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    score_id: str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        kind = self.kind

        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        score_id = self.score_id

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entries": entries,
            "kind": kind,
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "score_id": score_id,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = HistoryEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        kind = d.pop("kind")

        limit = d.pop("limit")

        meta = Meta.from_dict(d.pop("meta"))




        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        offset = d.pop("offset")

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))


        score_id = d.pop("score_id")

        total = d.pop("total")

        score_history = cls(
            entries=entries,
            kind=kind,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            score_id=score_id,
            total=total,
        )

        return score_history

