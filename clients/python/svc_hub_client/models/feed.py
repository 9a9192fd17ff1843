from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.reference_item import ReferenceItem





T = TypeVar("T", bound="Feed")



@_attrs_define
class Feed:
    """ 
        Attributes:
            as_of (str): When the shipped references were curated
            disclaimer (str):
            limit (int):
            meta (Meta):
            next_ (None | str): URL of the next page, or null
            offset (int):
            previous (None | str): URL of the previous page, or null
            references (list[ReferenceItem]):
            total (int):
     """

    as_of: str
    disclaimer: str
    limit: int
    meta: Meta
    next_: None | str
    offset: int
    previous: None | str
    references: list[ReferenceItem]
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.reference_item import ReferenceItem # noqa: PLC0415
        as_of = self.as_of

        disclaimer = self.disclaimer

        limit = self.limit

        meta = self.meta.to_dict()

        next_: None | str
        next_ = self.next_

        offset = self.offset

        previous: None | str
        previous = self.previous

        references = []
        for references_item_data in self.references:
            references_item = references_item_data.to_dict()
            references.append(references_item)



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "disclaimer": disclaimer,
            "limit": limit,
            "meta": meta,
            "next": next_,
            "offset": offset,
            "previous": previous,
            "references": references,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.reference_item import ReferenceItem # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        disclaimer = d.pop("disclaimer")

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


        references = []
        _references = d.pop("references")
        for references_item_data in (_references):
            references_item = ReferenceItem.from_dict(references_item_data)



            references.append(references_item)


        total = d.pop("total")

        feed = cls(
            as_of=as_of,
            disclaimer=disclaimer,
            limit=limit,
            meta=meta,
            next_=next_,
            offset=offset,
            previous=previous,
            references=references,
            total=total,
        )

        return feed

