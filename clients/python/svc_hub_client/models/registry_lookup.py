from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.carbon_quality import CarbonQuality
  from ..models.meta import Meta
  from ..models.nature_of_project import NatureOfProject
  from ..models.registry_lookup_nature_type_1_type_0 import RegistryLookupNatureType1Type0
  from ..models.registry_lookup_project_type_1_type_0 import RegistryLookupProjectType1Type0
  from ..models.registry_lookup_registry_links import RegistryLookupRegistryLinks
  from ..models.serial_read import SerialRead





T = TypeVar("T", bound="RegistryLookup")



@_attrs_define
class RegistryLookup:
    """ 
        Attributes:
            meta (Meta):
            nature (NatureOfProject | None | RegistryLookupNatureType1Type0): The nature score of the project's area, when
                the hub has it
            note (str):
            project (CarbonQuality | None | RegistryLookupProjectType1Type0): The project and its CQS, when the hub has the
                project
            registry_links (RegistryLookupRegistryLinks):
            serial (SerialRead):
     """

    meta: Meta
    nature: NatureOfProject | None | RegistryLookupNatureType1Type0
    note: str
    project: CarbonQuality | None | RegistryLookupProjectType1Type0
    registry_links: RegistryLookupRegistryLinks
    serial: SerialRead





    def to_dict(self) -> dict[str, Any]:
        from ..models.carbon_quality import CarbonQuality # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_of_project import NatureOfProject # noqa: PLC0415
        from ..models.registry_lookup_nature_type_1_type_0 import RegistryLookupNatureType1Type0 # noqa: PLC0415
        from ..models.registry_lookup_project_type_1_type_0 import RegistryLookupProjectType1Type0 # noqa: PLC0415
        from ..models.registry_lookup_registry_links import RegistryLookupRegistryLinks # noqa: PLC0415
        from ..models.serial_read import SerialRead # noqa: PLC0415
        meta = self.meta.to_dict()

        nature: dict[str, Any] | None
        if isinstance(self.nature, NatureOfProject):
            nature = self.nature.to_dict()
        elif isinstance(self.nature, RegistryLookupNatureType1Type0):
            nature = self.nature.to_dict()
        else:
            nature = self.nature

        note = self.note

        project: dict[str, Any] | None
        if isinstance(self.project, CarbonQuality):
            project = self.project.to_dict()
        elif isinstance(self.project, RegistryLookupProjectType1Type0):
            project = self.project.to_dict()
        else:
            project = self.project

        registry_links = self.registry_links.to_dict()

        serial = self.serial.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "meta": meta,
            "nature": nature,
            "note": note,
            "project": project,
            "registry_links": registry_links,
            "serial": serial,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.carbon_quality import CarbonQuality # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.nature_of_project import NatureOfProject # noqa: PLC0415
        from ..models.registry_lookup_nature_type_1_type_0 import RegistryLookupNatureType1Type0 # noqa: PLC0415
        from ..models.registry_lookup_project_type_1_type_0 import RegistryLookupProjectType1Type0 # noqa: PLC0415
        from ..models.registry_lookup_registry_links import RegistryLookupRegistryLinks # noqa: PLC0415
        from ..models.serial_read import SerialRead # noqa: PLC0415
        d = dict(src_dict)
        meta = Meta.from_dict(d.pop("meta"))




        def _parse_nature(data: object) -> NatureOfProject | None | RegistryLookupNatureType1Type0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                nature_type_0 = NatureOfProject.from_dict(data)



                return nature_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                nature_type_1_type_0 = RegistryLookupNatureType1Type0.from_dict(data)



                return nature_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NatureOfProject | None | RegistryLookupNatureType1Type0, data)

        nature = _parse_nature(d.pop("nature"))


        note = d.pop("note")

        def _parse_project(data: object) -> CarbonQuality | None | RegistryLookupProjectType1Type0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                project_type_0 = CarbonQuality.from_dict(data)



                return project_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                project_type_1_type_0 = RegistryLookupProjectType1Type0.from_dict(data)



                return project_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CarbonQuality | None | RegistryLookupProjectType1Type0, data)

        project = _parse_project(d.pop("project"))


        registry_links = RegistryLookupRegistryLinks.from_dict(d.pop("registry_links"))




        serial = SerialRead.from_dict(d.pop("serial"))




        registry_lookup = cls(
            meta=meta,
            nature=nature,
            note=note,
            project=project,
            registry_links=registry_links,
            serial=serial,
        )

        return registry_lookup

