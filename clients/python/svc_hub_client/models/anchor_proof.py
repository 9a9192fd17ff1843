from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.root_seal import RootSeal





T = TypeVar("T", bound="AnchorProof")



@_attrs_define
class AnchorProof:
    """ 
        Attributes:
            leaf_hash (str): SHA-256(0x00 || hash)
            leaf_index (int):
            path (list[str]):
            root (str):
            root_id (str):
            sealed_at (str):
            seals (list[RootSeal]): Every signature of the root, oldest first (a reseal adds one)
            signed_bytes (str): What each seal signs
            tree_size (int):
     """

    leaf_hash: str
    leaf_index: int
    path: list[str]
    root: str
    root_id: str
    sealed_at: str
    seals: list[RootSeal]
    signed_bytes: str
    tree_size: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.root_seal import RootSeal # noqa: PLC0415
        leaf_hash = self.leaf_hash

        leaf_index = self.leaf_index

        path = self.path



        root = self.root

        root_id = self.root_id

        sealed_at = self.sealed_at

        seals = []
        for seals_item_data in self.seals:
            seals_item = seals_item_data.to_dict()
            seals.append(seals_item)



        signed_bytes = self.signed_bytes

        tree_size = self.tree_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leaf_hash": leaf_hash,
            "leaf_index": leaf_index,
            "path": path,
            "root": root,
            "root_id": root_id,
            "sealed_at": sealed_at,
            "seals": seals,
            "signed_bytes": signed_bytes,
            "tree_size": tree_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.root_seal import RootSeal # noqa: PLC0415
        d = dict(src_dict)
        leaf_hash = d.pop("leaf_hash")

        leaf_index = d.pop("leaf_index")

        path = cast(list[str], d.pop("path"))


        root = d.pop("root")

        root_id = d.pop("root_id")

        sealed_at = d.pop("sealed_at")

        seals = []
        _seals = d.pop("seals")
        for seals_item_data in (_seals):
            seals_item = RootSeal.from_dict(seals_item_data)



            seals.append(seals_item)


        signed_bytes = d.pop("signed_bytes")

        tree_size = d.pop("tree_size")

        anchor_proof = cls(
            leaf_hash=leaf_hash,
            leaf_index=leaf_index,
            path=path,
            root=root,
            root_id=root_id,
            sealed_at=sealed_at,
            seals=seals,
            signed_bytes=signed_bytes,
            tree_size=tree_size,
        )

        return anchor_proof

