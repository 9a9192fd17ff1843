from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.anchor_proof_given import AnchorProofGiven





T = TypeVar("T", bound="AnchorVerifyBody")



@_attrs_define
class AnchorVerifyBody:
    """ 
        Attributes:
            hash_ (str):
            proof (AnchorProofGiven | Unset):
            receipt_id (str | Unset): Or a proof
     """

    hash_: str
    proof: AnchorProofGiven | Unset = UNSET
    receipt_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor_proof_given import AnchorProofGiven # noqa: PLC0415
        hash_ = self.hash_

        proof: dict[str, Any] | Unset = UNSET
        if not isinstance(self.proof, Unset):
            proof = self.proof.to_dict()

        receipt_id = self.receipt_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hash": hash_,
        })
        if proof is not UNSET:
            field_dict["proof"] = proof
        if receipt_id is not UNSET:
            field_dict["receipt_id"] = receipt_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor_proof_given import AnchorProofGiven # noqa: PLC0415
        d = dict(src_dict)
        hash_ = d.pop("hash")

        _proof = d.pop("proof", UNSET)
        proof: AnchorProofGiven | Unset
        if isinstance(_proof,  Unset):
            proof = UNSET
        else:
            proof = AnchorProofGiven.from_dict(_proof)




        receipt_id = d.pop("receipt_id", UNSET)

        anchor_verify_body = cls(
            hash_=hash_,
            proof=proof,
            receipt_id=receipt_id,
        )

        return anchor_verify_body

