from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SettleBody")



@_attrs_define
class SettleBody:
    """ 
        Attributes:
            delivery_ref (str): The delivery's reference (a meter read, an invoice, a grid statement)
            energy_kwh_delivered (float):
     """

    delivery_ref: str
    energy_kwh_delivered: float





    def to_dict(self) -> dict[str, Any]:
        delivery_ref = self.delivery_ref

        energy_kwh_delivered = self.energy_kwh_delivered


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "delivery_ref": delivery_ref,
            "energy_kwh_delivered": energy_kwh_delivered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delivery_ref = d.pop("delivery_ref")

        energy_kwh_delivered = d.pop("energy_kwh_delivered")

        settle_body = cls(
            delivery_ref=delivery_ref,
            energy_kwh_delivered=energy_kwh_delivered,
        )

        return settle_body

