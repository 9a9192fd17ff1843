from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.subscribe_request_tags_item import SubscribeRequestTagsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SubscribeRequest")



@_attrs_define
class SubscribeRequest:
    """ 
        Attributes:
            jurisdictions (list[str] | Unset): Empty means every one
            tags (list[SubscribeRequestTagsItem] | Unset): Empty means every one
     """

    jurisdictions: list[str] | Unset = UNSET
    tags: list[SubscribeRequestTagsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        jurisdictions: list[str] | Unset = UNSET
        if not isinstance(self.jurisdictions, Unset):
            jurisdictions = self.jurisdictions



        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = []
            for tags_item_data in self.tags:
                tags_item = tags_item_data.value
                tags.append(tags_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if jurisdictions is not UNSET:
            field_dict["jurisdictions"] = jurisdictions
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        jurisdictions = cast(list[str], d.pop("jurisdictions", UNSET))


        _tags = d.pop("tags", UNSET)
        tags: list[SubscribeRequestTagsItem] | Unset = UNSET
        if _tags is not UNSET:
            tags = []
            for tags_item_data in _tags:
                tags_item = SubscribeRequestTagsItem(tags_item_data)



                tags.append(tags_item)


        subscribe_request = cls(
            jurisdictions=jurisdictions,
            tags=tags,
        )

        return subscribe_request

