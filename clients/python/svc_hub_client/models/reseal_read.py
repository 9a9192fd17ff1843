from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta





T = TypeVar("T", bound="ResealRead")



@_attrs_define
class ResealRead:
    """ 
        Attributes:
            meta (Meta):
            resealed (int):
            root_ids (list[str]):
            roots (int):
            signing_key_id (None | str):
     """

    meta: Meta
    resealed: int
    root_ids: list[str]
    roots: int
    signing_key_id: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        meta = self.meta.to_dict()

        resealed = self.resealed

        root_ids = self.root_ids



        roots = self.roots

        signing_key_id: None | str
        signing_key_id = self.signing_key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meta": meta,
            "resealed": resealed,
            "root_ids": root_ids,
            "roots": roots,
            "signing_key_id": signing_key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        meta = Meta.from_dict(d.pop("meta"))




        resealed = d.pop("resealed")

        root_ids = cast(list[str], d.pop("root_ids"))


        roots = d.pop("roots")

        def _parse_signing_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signing_key_id = _parse_signing_key_id(d.pop("signing_key_id"))


        reseal_read = cls(
            meta=meta,
            resealed=resealed,
            root_ids=root_ids,
            roots=roots,
            signing_key_id=signing_key_id,
        )

        return reseal_read

