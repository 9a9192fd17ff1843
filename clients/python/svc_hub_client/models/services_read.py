from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.probe_read import ProbeRead





T = TypeVar("T", bound="ServicesRead")



@_attrs_define
class ServicesRead:
    """ 
        Attributes:
            database (ProbeRead):
            redis (ProbeRead):
     """

    database: ProbeRead
    redis: ProbeRead





    def to_dict(self) -> dict[str, Any]:
        from ..models.probe_read import ProbeRead # noqa: PLC0415
        database = self.database.to_dict()

        redis = self.redis.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "database": database,
            "redis": redis,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.probe_read import ProbeRead # noqa: PLC0415
        d = dict(src_dict)
        database = ProbeRead.from_dict(d.pop("database"))




        redis = ProbeRead.from_dict(d.pop("redis"))




        services_read = cls(
            database=database,
            redis=redis,
        )

        return services_read

