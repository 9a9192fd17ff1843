from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.advice_fields import AdviceFields
  from ..models.match_read_advice_type_1_type_0 import MatchReadAdviceType1Type0
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
            advice (AdviceFields | MatchReadAdviceType1Type0 | None | Unset): What to change in the profile when no offer,
                or none under the carbon cap, fits
     """

    meta: Meta
    methodology_url: str
    offers: list[OfferFields]
    weights: MatchReadWeights
    advice: AdviceFields | MatchReadAdviceType1Type0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.advice_fields import AdviceFields # noqa: PLC0415
        from ..models.match_read_advice_type_1_type_0 import MatchReadAdviceType1Type0 # noqa: PLC0415
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

        advice: dict[str, Any] | None | Unset
        if isinstance(self.advice, Unset):
            advice = UNSET
        elif isinstance(self.advice, AdviceFields):
            advice = self.advice.to_dict()
        elif isinstance(self.advice, MatchReadAdviceType1Type0):
            advice = self.advice.to_dict()
        else:
            advice = self.advice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meta": meta,
            "methodology_url": methodology_url,
            "offers": offers,
            "weights": weights,
        })
        if advice is not UNSET:
            field_dict["advice"] = advice

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.advice_fields import AdviceFields # noqa: PLC0415
        from ..models.match_read_advice_type_1_type_0 import MatchReadAdviceType1Type0 # noqa: PLC0415
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




        def _parse_advice(data: object) -> AdviceFields | MatchReadAdviceType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                advice_type_0 = AdviceFields.from_dict(data)



                return advice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                advice_type_1_type_0 = MatchReadAdviceType1Type0.from_dict(data)



                return advice_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AdviceFields | MatchReadAdviceType1Type0 | None | Unset, data)

        advice = _parse_advice(d.pop("advice", UNSET))


        match_read = cls(
            meta=meta,
            methodology_url=methodology_url,
            offers=offers,
            weights=weights,
            advice=advice,
        )

        return match_read

