from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_create_mode import KeyCreateMode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KeyCreate")



@_attrs_define
class KeyCreate:
    """ 
        Attributes:
            label (None | str | Unset): Your name for the key (shown in listings)
            mode (KeyCreateMode | Unset): live (svc_pk_live_...) or test (svc_pk_test_...) Default: KeyCreateMode.LIVE.
     """

    label: None | str | Unset = UNSET
    mode: KeyCreateMode | Unset = KeyCreateMode.LIVE





    def to_dict(self) -> dict[str, Any]:
        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if label is not UNSET:
            field_dict["label"] = label
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        _mode = d.pop("mode", UNSET)
        mode: KeyCreateMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = KeyCreateMode(_mode)




        key_create = cls(
            label=label,
            mode=mode,
        )

        return key_create

