from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.flow import Flow
  from ..models.flow_attributes import FlowAttributes





T = TypeVar("T", bound="MintW")



@_attrs_define
class MintW:
    """ 
        Attributes:
            flow (Flow):
            attributes (FlowAttributes | Unset):
     """

    flow: Flow
    attributes: FlowAttributes | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.flow import Flow # noqa: PLC0415
        from ..models.flow_attributes import FlowAttributes # noqa: PLC0415
        flow = self.flow.to_dict()

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "flow": flow,
        })
        if attributes is not UNSET:
            field_dict["attributes"] = attributes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flow import Flow # noqa: PLC0415
        from ..models.flow_attributes import FlowAttributes # noqa: PLC0415
        d = dict(src_dict)
        flow = Flow.from_dict(d.pop("flow"))




        _attributes = d.pop("attributes", UNSET)
        attributes: FlowAttributes | Unset
        if isinstance(_attributes,  Unset):
            attributes = UNSET
        else:
            attributes = FlowAttributes.from_dict(_attributes)




        mint_w = cls(
            flow=flow,
            attributes=attributes,
        )

        return mint_w

