from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RootSeal")



@_attrs_define
class RootSeal:
    """ 
        Attributes:
            ed25519_signature (None | str): base64url
            signature (None | str): HMAC-SHA256, hex
            signed_at (str):
            signing_key_id (None | str):
     """

    ed25519_signature: None | str
    signature: None | str
    signed_at: str
    signing_key_id: None | str





    def to_dict(self) -> dict[str, Any]:
        ed25519_signature: None | str
        ed25519_signature = self.ed25519_signature

        signature: None | str
        signature = self.signature

        signed_at = self.signed_at

        signing_key_id: None | str
        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ed25519_signature": ed25519_signature,
            "signature": signature,
            "signed_at": signed_at,
            "signing_key_id": signing_key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ed25519_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ed25519_signature = _parse_ed25519_signature(d.pop("ed25519_signature"))


        def _parse_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signature = _parse_signature(d.pop("signature"))


        signed_at = d.pop("signed_at")

        def _parse_signing_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signing_key_id = _parse_signing_key_id(d.pop("signing_key_id"))


        root_seal = cls(
            ed25519_signature=ed25519_signature,
            signature=signature,
            signed_at=signed_at,
            signing_key_id=signing_key_id,
        )

        return root_seal

