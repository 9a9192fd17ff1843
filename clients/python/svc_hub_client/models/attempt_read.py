from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AttemptRead")



@_attrs_define
class AttemptRead:
    """ 
        Attributes:
            at (str): ISO 8601 UTC
            error (None | str): Why no answer came (refused address, timeout, TLS ...)
            latency_ms (int):
            number (int):
            response_excerpt (None | str): The first 1 KB of the receiver's answer
            series (int): 1, then one more for each replay
            status_code (int | None):
     """

    at: str
    error: None | str
    latency_ms: int
    number: int
    response_excerpt: None | str
    series: int
    status_code: int | None





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        error: None | str
        error = self.error

        latency_ms = self.latency_ms

        number = self.number

        response_excerpt: None | str
        response_excerpt = self.response_excerpt

        series = self.series

        status_code: int | None
        status_code = self.status_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "error": error,
            "latency_ms": latency_ms,
            "number": number,
            "response_excerpt": response_excerpt,
            "series": series,
            "status_code": status_code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        latency_ms = d.pop("latency_ms")

        number = d.pop("number")

        def _parse_response_excerpt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_excerpt = _parse_response_excerpt(d.pop("response_excerpt"))


        series = d.pop("series")

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))


        attempt_read = cls(
            at=at,
            error=error,
            latency_ms=latency_ms,
            number=number,
            response_excerpt=response_excerpt,
            series=series,
            status_code=status_code,
        )

        return attempt_read

