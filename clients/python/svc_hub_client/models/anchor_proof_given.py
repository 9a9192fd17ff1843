from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.anchor_proof_given_seal_type_1_type_0 import AnchorProofGivenSealType1Type0
  from ..models.seal_given import SealGiven





T = TypeVar("T", bound="AnchorProofGiven")



@_attrs_define
class AnchorProofGiven:
    """ 
        Attributes:
            leaf_index (int):
            path (list[str]):
            root (str):
            tree_size (int):
            seal (AnchorProofGivenSealType1Type0 | None | SealGiven | Unset):
     """

    leaf_index: int
    path: list[str]
    root: str
    tree_size: int
    seal: AnchorProofGivenSealType1Type0 | None | SealGiven | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor_proof_given_seal_type_1_type_0 import AnchorProofGivenSealType1Type0 # noqa: PLC0415
        from ..models.seal_given import SealGiven # noqa: PLC0415
        leaf_index = self.leaf_index

        path = self.path



        root = self.root

        tree_size = self.tree_size

        seal: dict[str, Any] | None | Unset
        if isinstance(self.seal, Unset):
            seal = UNSET
        elif isinstance(self.seal, SealGiven):
            seal = self.seal.to_dict()
        elif isinstance(self.seal, AnchorProofGivenSealType1Type0):
            seal = self.seal.to_dict()
        else:
            seal = self.seal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leaf_index": leaf_index,
            "path": path,
            "root": root,
            "tree_size": tree_size,
        })
        if seal is not UNSET:
            field_dict["seal"] = seal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor_proof_given_seal_type_1_type_0 import AnchorProofGivenSealType1Type0 # noqa: PLC0415
        from ..models.seal_given import SealGiven # noqa: PLC0415
        d = dict(src_dict)
        leaf_index = d.pop("leaf_index")

        path = cast(list[str], d.pop("path"))


        root = d.pop("root")

        tree_size = d.pop("tree_size")

        def _parse_seal(data: object) -> AnchorProofGivenSealType1Type0 | None | SealGiven | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seal_type_0 = SealGiven.from_dict(data)



                return seal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seal_type_1_type_0 = AnchorProofGivenSealType1Type0.from_dict(data)



                return seal_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnchorProofGivenSealType1Type0 | None | SealGiven | Unset, data)

        seal = _parse_seal(d.pop("seal", UNSET))


        anchor_proof_given = cls(
            leaf_index=leaf_index,
            path=path,
            root=root,
            tree_size=tree_size,
            seal=seal,
        )

        return anchor_proof_given

