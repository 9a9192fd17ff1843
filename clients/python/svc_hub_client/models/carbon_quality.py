from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.carbon_quality_registry import CarbonQualityRegistry
from typing import cast

if TYPE_CHECKING:
  from ..models.carbon_quality_nature_type_1_type_0 import CarbonQualityNatureType1Type0
  from ..models.carbon_quality_registry_links import CarbonQualityRegistryLinks
  from ..models.factor import Factor
  from ..models.flag import Flag
  from ..models.nature_of_project import NatureOfProject
  from ..models.project_source import ProjectSource
  from ..models.rating import Rating





T = TypeVar("T", bound="CarbonQuality")



@_attrs_define
class CarbonQuality:
    """ 
        Attributes:
            as_of (str): When the project table was compiled
            country (None | str):
            cqs (float):
            disclaimer (str):
            factors (list[Factor]):
            flagged (bool): True when a red flag caps the tier
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            id (str):
            kind (str): The kind of project the score read (methodology)
            name (str):
            nature (CarbonQualityNatureType1Type0 | NatureOfProject | None): The nature score of the area the project
                covers, when shipped
            project_id (None | str):
            project_type (None | str):
            raters_note (str):
            ratings (list[Rating]):
            registry (CarbonQualityRegistry):
            registry_links (CarbonQualityRegistryLinks):
            source (ProjectSource):
            warnings (list[str]): The flags' messages
     """

    as_of: str
    country: None | str
    cqs: float
    disclaimer: str
    factors: list[Factor]
    flagged: bool
    flags: list[Flag]
    id: str
    kind: str
    name: str
    nature: CarbonQualityNatureType1Type0 | NatureOfProject | None
    project_id: None | str
    project_type: None | str
    raters_note: str
    ratings: list[Rating]
    registry: CarbonQualityRegistry
    registry_links: CarbonQualityRegistryLinks
    source: ProjectSource
    warnings: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.carbon_quality_nature_type_1_type_0 import CarbonQualityNatureType1Type0 # noqa: PLC0415
        from ..models.carbon_quality_registry_links import CarbonQualityRegistryLinks # noqa: PLC0415
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.nature_of_project import NatureOfProject # noqa: PLC0415
        from ..models.project_source import ProjectSource # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        as_of = self.as_of

        country: None | str
        country = self.country

        cqs = self.cqs

        disclaimer = self.disclaimer

        factors = []
        for factors_item_data in self.factors:
            factors_item = factors_item_data.to_dict()
            factors.append(factors_item)



        flagged = self.flagged

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        id = self.id

        kind = self.kind

        name = self.name

        nature: dict[str, Any] | None
        if isinstance(self.nature, NatureOfProject):
            nature = self.nature.to_dict()
        elif isinstance(self.nature, CarbonQualityNatureType1Type0):
            nature = self.nature.to_dict()
        else:
            nature = self.nature

        project_id: None | str
        project_id = self.project_id

        project_type: None | str
        project_type = self.project_type

        raters_note = self.raters_note

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        registry = self.registry.value

        registry_links = self.registry_links.to_dict()

        source = self.source.to_dict()

        warnings = self.warnings




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as_of": as_of,
            "country": country,
            "cqs": cqs,
            "disclaimer": disclaimer,
            "factors": factors,
            "flagged": flagged,
            "flags": flags,
            "id": id,
            "kind": kind,
            "name": name,
            "nature": nature,
            "project_id": project_id,
            "project_type": project_type,
            "raters_note": raters_note,
            "ratings": ratings,
            "registry": registry,
            "registry_links": registry_links,
            "source": source,
            "warnings": warnings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.carbon_quality_nature_type_1_type_0 import CarbonQualityNatureType1Type0 # noqa: PLC0415
        from ..models.carbon_quality_registry_links import CarbonQualityRegistryLinks # noqa: PLC0415
        from ..models.factor import Factor # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.nature_of_project import NatureOfProject # noqa: PLC0415
        from ..models.project_source import ProjectSource # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        as_of = d.pop("as_of")

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        cqs = d.pop("cqs")

        disclaimer = d.pop("disclaimer")

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in (_factors):
            factors_item = Factor.from_dict(factors_item_data)



            factors.append(factors_item)


        flagged = d.pop("flagged")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        id = d.pop("id")

        kind = d.pop("kind")

        name = d.pop("name")

        def _parse_nature(data: object) -> CarbonQualityNatureType1Type0 | NatureOfProject | None:
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
                nature_type_1_type_0 = CarbonQualityNatureType1Type0.from_dict(data)



                return nature_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CarbonQualityNatureType1Type0 | NatureOfProject | None, data)

        nature = _parse_nature(d.pop("nature"))


        def _parse_project_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_id = _parse_project_id(d.pop("project_id"))


        def _parse_project_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_type = _parse_project_type(d.pop("project_type"))


        raters_note = d.pop("raters_note")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = Rating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        registry = CarbonQualityRegistry(d.pop("registry"))




        registry_links = CarbonQualityRegistryLinks.from_dict(d.pop("registry_links"))




        source = ProjectSource.from_dict(d.pop("source"))




        warnings = cast(list[str], d.pop("warnings"))


        carbon_quality = cls(
            as_of=as_of,
            country=country,
            cqs=cqs,
            disclaimer=disclaimer,
            factors=factors,
            flagged=flagged,
            flags=flags,
            id=id,
            kind=kind,
            name=name,
            nature=nature,
            project_id=project_id,
            project_type=project_type,
            raters_note=raters_note,
            ratings=ratings,
            registry=registry,
            registry_links=registry_links,
            source=source,
            warnings=warnings,
        )

        return carbon_quality

