from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DemoBody")



@_attrs_define
class DemoBody:
    """ 
        Attributes:
            anchor_now (bool | Unset): A demo tap is sealed at once Default: True.
            hash_ (str | Unset): The SHA-256 to anchor, 64 hex characters
            payload (str | Unset): Or a small text: hashed (SHA-256 of its UTF-8) and dropped, never stored or logged
     """

    anchor_now: bool | Unset = True
    hash_: str | Unset = UNSET
    payload: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        anchor_now = self.anchor_now

        hash_ = self.hash_

        payload = self.payload


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if anchor_now is not UNSET:
            field_dict["anchor_now"] = anchor_now
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if payload is not UNSET:
            field_dict["payload"] = payload

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        anchor_now = d.pop("anchor_now", UNSET)

        hash_ = d.pop("hash", UNSET)

        payload = d.pop("payload", UNSET)

        demo_body = cls(
            anchor_now=anchor_now,
            hash_=hash_,
            payload=payload,
        )

        return demo_body

