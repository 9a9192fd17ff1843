from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.anchor_verify_read_signature_type_1_type_0 import AnchorVerifyReadSignatureType1Type0
  from ..models.meta import Meta
  from ..models.root_signature_verdict import RootSignatureVerdict





T = TypeVar("T", bound="AnchorVerifyRead")



@_attrs_define
class AnchorVerifyRead:
    """ 
        Attributes:
            hash_ (str):
            included (bool): The path leads from the hash to the root
            meta (Meta):
            reasons (list[str]):
            root (str):
            root_id (None | str):
            root_known_to_hub (bool):
            signature (AnchorVerifyReadSignatureType1Type0 | None | RootSignatureVerdict): The seal's verdict, when a seal
                was given or is kept
            valid (bool):
     """

    hash_: str
    included: bool
    meta: Meta
    reasons: list[str]
    root: str
    root_id: None | str
    root_known_to_hub: bool
    signature: AnchorVerifyReadSignatureType1Type0 | None | RootSignatureVerdict
    valid: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor_verify_read_signature_type_1_type_0 import AnchorVerifyReadSignatureType1Type0 # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.root_signature_verdict import RootSignatureVerdict # noqa: PLC0415
        hash_ = self.hash_

        included = self.included

        meta = self.meta.to_dict()

        reasons = self.reasons



        root = self.root

        root_id: None | str
        root_id = self.root_id

        root_known_to_hub = self.root_known_to_hub

        signature: dict[str, Any] | None
        if isinstance(self.signature, RootSignatureVerdict):
            signature = self.signature.to_dict()
        elif isinstance(self.signature, AnchorVerifyReadSignatureType1Type0):
            signature = self.signature.to_dict()
        else:
            signature = self.signature

        valid = self.valid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hash": hash_,
            "included": included,
            "meta": meta,
            "reasons": reasons,
            "root": root,
            "root_id": root_id,
            "root_known_to_hub": root_known_to_hub,
            "signature": signature,
            "valid": valid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor_verify_read_signature_type_1_type_0 import AnchorVerifyReadSignatureType1Type0 # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.root_signature_verdict import RootSignatureVerdict # noqa: PLC0415
        d = dict(src_dict)
        hash_ = d.pop("hash")

        included = d.pop("included")

        meta = Meta.from_dict(d.pop("meta"))




        reasons = cast(list[str], d.pop("reasons"))


        root = d.pop("root")

        def _parse_root_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        root_id = _parse_root_id(d.pop("root_id"))


        root_known_to_hub = d.pop("root_known_to_hub")

        def _parse_signature(data: object) -> AnchorVerifyReadSignatureType1Type0 | None | RootSignatureVerdict:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signature_type_0 = RootSignatureVerdict.from_dict(data)



                return signature_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signature_type_1_type_0 = AnchorVerifyReadSignatureType1Type0.from_dict(data)



                return signature_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnchorVerifyReadSignatureType1Type0 | None | RootSignatureVerdict, data)

        signature = _parse_signature(d.pop("signature"))


        valid = d.pop("valid")

        anchor_verify_read = cls(
            hash_=hash_,
            included=included,
            meta=meta,
            reasons=reasons,
            root=root,
            root_id=root_id,
            root_known_to_hub=root_known_to_hub,
            signature=signature,
            valid=valid,
        )

        return anchor_verify_read

