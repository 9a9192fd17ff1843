from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attestation_snapshot import AttestationSnapshot
  from ..models.meta import Meta





T = TypeVar("T", bound="AttestationRead")



@_attrs_define
class AttestationRead:
    """ 
        Attributes:
            content_hash (str): SHA-256 of the RFC 8785 snapshot
            created_at (str):
            id (str):  Example: att_2ylpb7kq4ww3dfkfzmkkr7dj.
            meta (Meta):
            snapshot (AttestationSnapshot):
            verify_url (str):
            ed25519_signature (str | Unset): Ed25519 over the same bytes, base64url
            signature (str | Unset): HMAC-SHA256 over 'svc-attest:v1:' + content_hash; absent without ATTEST_SIGNING_KEY
            signing_key_id (str | Unset): kid in /.well-known/svc-signing-keys.json
     """

    content_hash: str
    created_at: str
    id: str
    meta: Meta
    snapshot: AttestationSnapshot
    verify_url: str
    ed25519_signature: str | Unset = UNSET
    signature: str | Unset = UNSET
    signing_key_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.attestation_snapshot import AttestationSnapshot # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        content_hash = self.content_hash

        created_at = self.created_at

        id = self.id

        meta = self.meta.to_dict()

        snapshot = self.snapshot.to_dict()

        verify_url = self.verify_url

        ed25519_signature = self.ed25519_signature

        signature = self.signature

        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "content_hash": content_hash,
            "created_at": created_at,
            "id": id,
            "meta": meta,
            "snapshot": snapshot,
            "verify_url": verify_url,
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
        from ..models.attestation_snapshot import AttestationSnapshot # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        content_hash = d.pop("content_hash")

        created_at = d.pop("created_at")

        id = d.pop("id")

        meta = Meta.from_dict(d.pop("meta"))




        snapshot = AttestationSnapshot.from_dict(d.pop("snapshot"))




        verify_url = d.pop("verify_url")

        ed25519_signature = d.pop("ed25519_signature", UNSET)

        signature = d.pop("signature", UNSET)

        signing_key_id = d.pop("signing_key_id", UNSET)

        attestation_read = cls(
            content_hash=content_hash,
            created_at=created_at,
            id=id,
            meta=meta,
            snapshot=snapshot,
            verify_url=verify_url,
            ed25519_signature=ed25519_signature,
            signature=signature,
            signing_key_id=signing_key_id,
        )

        return attestation_read

