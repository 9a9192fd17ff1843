from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_detail_code import ErrorDetailCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_details import ErrorDetails





T = TypeVar("T", bound="ErrorDetail")



@_attrs_define
class ErrorDetail:
    """ 
        Attributes:
            code (ErrorDetailCode): A stable code; `x-enumDescriptions` gives each one's HTTP status and meaning, as the
                errors guide (/developers/errors) does. Example: validation_error.
            message (str):
            details (ErrorDetails | Unset):
     """

    code: ErrorDetailCode
    message: str
    details: ErrorDetails | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        code = self.code.value

        message = self.message

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = ErrorDetailCode(d.pop("code"))




        message = d.pop("message")

        _details = d.pop("details", UNSET)
        details: ErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = ErrorDetails.from_dict(_details)




        error_detail = cls(
            code=code,
            message=message,
            details=details,
        )

        return error_detail

