from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.highlight_reasons import HighlightReasons
  from ..models.highlights import Highlights





T = TypeVar("T", bound="ComparisonBlock")



@_attrs_define
class ComparisonBlock:
    """ 
        Attributes:
            highlight_reasons (HighlightReasons):
            highlights (Highlights):
            product_count (int):
            share_url (str):
     """

    highlight_reasons: HighlightReasons
    highlights: Highlights
    product_count: int
    share_url: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.highlight_reasons import HighlightReasons # noqa: PLC0415
        from ..models.highlights import Highlights # noqa: PLC0415
        highlight_reasons = self.highlight_reasons.to_dict()

        highlights = self.highlights.to_dict()

        product_count = self.product_count

        share_url = self.share_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "highlight_reasons": highlight_reasons,
            "highlights": highlights,
            "product_count": product_count,
            "share_url": share_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.highlight_reasons import HighlightReasons # noqa: PLC0415
        from ..models.highlights import Highlights # noqa: PLC0415
        d = dict(src_dict)
        highlight_reasons = HighlightReasons.from_dict(d.pop("highlight_reasons"))




        highlights = Highlights.from_dict(d.pop("highlights"))




        product_count = d.pop("product_count")

        share_url = d.pop("share_url")

        comparison_block = cls(
            highlight_reasons=highlight_reasons,
            highlights=highlights,
            product_count=product_count,
            share_url=share_url,
        )

        return comparison_block

