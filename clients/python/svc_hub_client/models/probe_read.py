from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ProbeRead")



@_attrs_define
class ProbeRead:
    """ 
        Attributes:
            status (str): ok, down or not_configured
            backend (str | Unset):
            error (str | Unset):
            latency_ms (float | Unset):
     """

    status: str
    backend: str | Unset = UNSET
    error: str | Unset = UNSET
    latency_ms: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        backend = self.backend

        error = self.error

        latency_ms = self.latency_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if backend is not UNSET:
            field_dict["backend"] = backend
        if error is not UNSET:
            field_dict["error"] = error
        if latency_ms is not UNSET:
            field_dict["latency_ms"] = latency_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        backend = d.pop("backend", UNSET)

        error = d.pop("error", UNSET)

        latency_ms = d.pop("latency_ms", UNSET)

        probe_read = cls(
            status=status,
            backend=backend,
            error=error,
            latency_ms=latency_ms,
        )

        return probe_read

