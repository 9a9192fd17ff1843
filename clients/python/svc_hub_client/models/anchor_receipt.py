from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.anchor_receipt_status import AnchorReceiptStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.anchor_proof import AnchorProof
  from ..models.anchor_receipt_proof_type_1_type_0 import AnchorReceiptProofType1Type0





T = TypeVar("T", bound="AnchorReceipt")



@_attrs_define
class AnchorReceipt:
    """ 
        Attributes:
            algorithm (str):
            created_at (str):
            demo (bool):
            hash_ (str):
            id (str):
            kind (str):
            proof (AnchorProof | AnchorReceiptProofType1Type0 | None): null while pending
            receipt_url (str):
            status (AnchorReceiptStatus):
     """

    algorithm: str
    created_at: str
    demo: bool
    hash_: str
    id: str
    kind: str
    proof: AnchorProof | AnchorReceiptProofType1Type0 | None
    receipt_url: str
    status: AnchorReceiptStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor_proof import AnchorProof # noqa: PLC0415
        from ..models.anchor_receipt_proof_type_1_type_0 import AnchorReceiptProofType1Type0 # noqa: PLC0415
        algorithm = self.algorithm

        created_at = self.created_at

        demo = self.demo

        hash_ = self.hash_

        id = self.id

        kind = self.kind

        proof: dict[str, Any] | None
        if isinstance(self.proof, AnchorProof):
            proof = self.proof.to_dict()
        elif isinstance(self.proof, AnchorReceiptProofType1Type0):
            proof = self.proof.to_dict()
        else:
            proof = self.proof

        receipt_url = self.receipt_url

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "algorithm": algorithm,
            "created_at": created_at,
            "demo": demo,
            "hash": hash_,
            "id": id,
            "kind": kind,
            "proof": proof,
            "receipt_url": receipt_url,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor_proof import AnchorProof # noqa: PLC0415
        from ..models.anchor_receipt_proof_type_1_type_0 import AnchorReceiptProofType1Type0 # noqa: PLC0415
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        created_at = d.pop("created_at")

        demo = d.pop("demo")

        hash_ = d.pop("hash")

        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_proof(data: object) -> AnchorProof | AnchorReceiptProofType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proof_type_0 = AnchorProof.from_dict(data)



                return proof_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proof_type_1_type_0 = AnchorReceiptProofType1Type0.from_dict(data)



                return proof_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnchorProof | AnchorReceiptProofType1Type0 | None, data)

        proof = _parse_proof(d.pop("proof"))


        receipt_url = d.pop("receipt_url")

        status = AnchorReceiptStatus(d.pop("status"))




        anchor_receipt = cls(
            algorithm=algorithm,
            created_at=created_at,
            demo=demo,
            hash_=hash_,
            id=id,
            kind=kind,
            proof=proof,
            receipt_url=receipt_url,
            status=status,
        )

        return anchor_receipt

