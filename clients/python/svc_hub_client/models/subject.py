from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Subject")



@_attrs_define
class Subject:
    """ 
        Attributes:
            inputs_sha256 (str): SHA-256 of the RFC 8785 canonical score inputs
            label (None | str): The requester's name for the asset
     """

    inputs_sha256: str
    label: None | str





    def to_dict(self) -> dict[str, Any]:
        inputs_sha256 = self.inputs_sha256

        label: None | str
        label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inputs_sha256": inputs_sha256,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inputs_sha256 = d.pop("inputs_sha256")

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        subject = cls(
            inputs_sha256=inputs_sha256,
            label=label,
        )

        return subject

