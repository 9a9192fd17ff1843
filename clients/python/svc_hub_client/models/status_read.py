from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.meta import Meta
  from ..models.services_read import ServicesRead





T = TypeVar("T", bound="StatusRead")



@_attrs_define
class StatusRead:
    """ 
        Attributes:
            commit (str):
            jobs (str): inline or rq
            meta (Meta):
            mode (str): embedded or production
            protocol_version (str):  Example: 1.0.
            services (ServicesRead):
            status (str): ok, degraded (Redis down) or down
            timestamp (str):
     """

    commit: str
    jobs: str
    meta: Meta
    mode: str
    protocol_version: str
    services: ServicesRead
    status: str
    timestamp: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.services_read import ServicesRead # noqa: PLC0415
        commit = self.commit

        jobs = self.jobs

        meta = self.meta.to_dict()

        mode = self.mode

        protocol_version = self.protocol_version

        services = self.services.to_dict()

        status = self.status

        timestamp = self.timestamp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "commit": commit,
            "jobs": jobs,
            "meta": meta,
            "mode": mode,
            "protocol_version": protocol_version,
            "services": services,
            "status": status,
            "timestamp": timestamp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.services_read import ServicesRead # noqa: PLC0415
        d = dict(src_dict)
        commit = d.pop("commit")

        jobs = d.pop("jobs")

        meta = Meta.from_dict(d.pop("meta"))




        mode = d.pop("mode")

        protocol_version = d.pop("protocol_version")

        services = ServicesRead.from_dict(d.pop("services"))




        status = d.pop("status")

        timestamp = d.pop("timestamp")

        status_read = cls(
            commit=commit,
            jobs=jobs,
            meta=meta,
            mode=mode,
            protocol_version=protocol_version,
            services=services,
            status=status,
            timestamp=timestamp,
        )

        return status_read

