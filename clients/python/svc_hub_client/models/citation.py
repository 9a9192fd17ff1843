from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Citation")



@_attrs_define
class Citation:
    """ 
        Attributes:
            as_of (str):
            product_id (str):
            source_url (str):
            apy_as_of (None | str | Unset):
            tvl_as_of (None | str | Unset):
     """

    as_of: str
    product_id: str
    source_url: str
    apy_as_of: None | str | Unset = UNSET
    tvl_as_of: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        product_id = self.product_id

        source_url = self.source_url

        apy_as_of: None | str | Unset
        if isinstance(self.apy_as_of, Unset):
            apy_as_of = UNSET
        else:
            apy_as_of = self.apy_as_of

        tvl_as_of: None | str | Unset
        if isinstance(self.tvl_as_of, Unset):
            tvl_as_of = UNSET
        else:
            tvl_as_of = self.tvl_as_of


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "product_id": product_id,
            "source_url": source_url,
        })
        if apy_as_of is not UNSET:
            field_dict["apy_as_of"] = apy_as_of
        if tvl_as_of is not UNSET:
            field_dict["tvl_as_of"] = tvl_as_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_of = d.pop("as_of")

        product_id = d.pop("product_id")

        source_url = d.pop("source_url")

        def _parse_apy_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        apy_as_of = _parse_apy_as_of(d.pop("apy_as_of", UNSET))


        def _parse_tvl_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tvl_as_of = _parse_tvl_as_of(d.pop("tvl_as_of", UNSET))


        citation = cls(
            as_of=as_of,
            product_id=product_id,
            source_url=source_url,
            apy_as_of=apy_as_of,
            tvl_as_of=tvl_as_of,
        )

        return citation

