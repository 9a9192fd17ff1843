from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.offer_body_firmness import OfferBodyFirmness
from ..models.offer_body_generation_source import OfferBodyGenerationSource
from typing import cast

if TYPE_CHECKING:
  from ..models.window import Window
  from ..models.zone import Zone





T = TypeVar("T", bound="OfferBody")



@_attrs_define
class OfferBody:
    """ 
        Attributes:
            capacity_kw (float):
            firmness (OfferBodyFirmness):
            generation_source (OfferBodyGenerationSource):
            label (str):
            window (Window):
            zone (Zone):
     """

    capacity_kw: float
    firmness: OfferBodyFirmness
    generation_source: OfferBodyGenerationSource
    label: str
    window: Window
    zone: Zone





    def to_dict(self) -> dict[str, Any]:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        capacity_kw = self.capacity_kw

        firmness = self.firmness.value

        generation_source = self.generation_source.value

        label = self.label

        window = self.window.to_dict()

        zone = self.zone.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "capacity_kw": capacity_kw,
            "firmness": firmness,
            "generation_source": generation_source,
            "label": label,
            "window": window,
            "zone": zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.window import Window # noqa: PLC0415
        from ..models.zone import Zone # noqa: PLC0415
        d = dict(src_dict)
        capacity_kw = d.pop("capacity_kw")

        firmness = OfferBodyFirmness(d.pop("firmness"))




        generation_source = OfferBodyGenerationSource(d.pop("generation_source"))




        label = d.pop("label")

        window = Window.from_dict(d.pop("window"))




        zone = Zone.from_dict(d.pop("zone"))




        offer_body = cls(
            capacity_kw=capacity_kw,
            firmness=firmness,
            generation_source=generation_source,
            label=label,
            window=window,
            zone=zone,
        )

        return offer_body

