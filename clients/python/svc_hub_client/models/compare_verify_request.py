from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CompareVerifyRequest")



@_attrs_define
class CompareVerifyRequest:
    """ 
        Attributes:
            content_hash (str): 64 hex characters
            ed25519_signature (str | Unset): Ed25519 signature, base64url (as issued) or hex
            signature (str | Unset): HMAC-SHA256, 64 hex characters
            signing_key_id (str | Unset): The key id issued with the Ed25519 signature
     """

    content_hash: str
    ed25519_signature: str | Unset = UNSET
    signature: str | Unset = UNSET
    signing_key_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        content_hash = self.content_hash

        ed25519_signature = self.ed25519_signature

        signature = self.signature

        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "content_hash": content_hash,
        })
        if ed25519_signature is not UNSET:
            field_dict["ed25519_signature"] = ed25519_signature
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_key_id is not UNSET:
            field_dict["signing_key_id"] = signing_key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content_hash = d.pop("content_hash")

        ed25519_signature = d.pop("ed25519_signature", UNSET)

        signature = d.pop("signature", UNSET)

        signing_key_id = d.pop("signing_key_id", UNSET)

        compare_verify_request = cls(
            content_hash=content_hash,
            ed25519_signature=ed25519_signature,
            signature=signature,
            signing_key_id=signing_key_id,
        )

        return compare_verify_request

