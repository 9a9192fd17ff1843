from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attributes import Attributes
  from ..models.flex import Flex





T = TypeVar("T", bound="MintF")



@_attrs_define
class MintF:
    """ 
        Attributes:
            flex (Flex):
            attributes (Attributes | Unset):
     """

    flex: Flex
    attributes: Attributes | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.attributes import Attributes # noqa: PLC0415
        from ..models.flex import Flex # noqa: PLC0415
        flex = self.flex.to_dict()

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "flex": flex,
        })
        if attributes is not UNSET:
            field_dict["attributes"] = attributes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attributes import Attributes # noqa: PLC0415
        from ..models.flex import Flex # noqa: PLC0415
        d = dict(src_dict)
        flex = Flex.from_dict(d.pop("flex"))




        _attributes = d.pop("attributes", UNSET)
        attributes: Attributes | Unset
        if isinstance(_attributes,  Unset):
            attributes = UNSET
        else:
            attributes = Attributes.from_dict(_attributes)




        mint_f = cls(
            flex=flex,
            attributes=attributes,
        )

        return mint_f

