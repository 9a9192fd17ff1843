from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DoorBody")



@_attrs_define
class DoorBody:
    """ 
        Attributes:
            ed25519_signature (None | str | Unset):
            hash_ (str | Unset): Or a content hash, with its signature(s)
            id (str | Unset): Any id the hub issues: att_..., rcp_... (and every later kind)
            signature (None | str | Unset):
            signing_key_id (None | str | Unset):
     """

    ed25519_signature: None | str | Unset = UNSET
    hash_: str | Unset = UNSET
    id: str | Unset = UNSET
    signature: None | str | Unset = UNSET
    signing_key_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ed25519_signature: None | str | Unset
        if isinstance(self.ed25519_signature, Unset):
            ed25519_signature = UNSET
        else:
            ed25519_signature = self.ed25519_signature

        hash_ = self.hash_

        id = self.id

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        signing_key_id: None | str | Unset
        if isinstance(self.signing_key_id, Unset):
            signing_key_id = UNSET
        else:
            signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if id is not UNSET:
            field_dict["id"] = id
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_key_id is not UNSET:
            field_dict["signing_key_id"] = signing_key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ed25519_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ed25519_signature = _parse_ed25519_signature(d.pop("ed25519_signature", UNSET))


        hash_ = d.pop("hash", UNSET)

        id = d.pop("id", UNSET)

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))


        def _parse_signing_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signing_key_id = _parse_signing_key_id(d.pop("signing_key_id", UNSET))


        door_body = cls(
            ed25519_signature=ed25519_signature,
            hash_=hash_,
            id=id,
            signature=signature,
            signing_key_id=signing_key_id,
        )

        return door_body

