from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_read_weights import MatchReadWeights
  from ..models.meta import Meta
  from ..models.offer_fields import OfferFields





T = TypeVar("T", bound="MatchRead")



@_attrs_define
class MatchRead:
    """ 
        Attributes:
            meta (Meta):
            methodology_url (str):
            offers (list[OfferFields]): Best match first
            weights (MatchReadWeights):
     """

    meta: Meta
    methodology_url: str
    offers: list[OfferFields]
    weights: MatchReadWeights





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_read_weights import MatchReadWeights # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.offer_fields import OfferFields # noqa: PLC0415
        meta = self.meta.to_dict()

        methodology_url = self.methodology_url

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)



        weights = self.weights.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meta": meta,
            "methodology_url": methodology_url,
            "offers": offers,
            "weights": weights,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_read_weights import MatchReadWeights # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.offer_fields import OfferFields # noqa: PLC0415
        d = dict(src_dict)
        meta = Meta.from_dict(d.pop("meta"))




        methodology_url = d.pop("methodology_url")

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in (_offers):
            offers_item = OfferFields.from_dict(offers_item_data)



            offers.append(offers_item)


        weights = MatchReadWeights.from_dict(d.pop("weights"))




        match_read = cls(
            meta=meta,
            methodology_url=methodology_url,
            offers=offers,
            weights=weights,
        )

        return match_read

