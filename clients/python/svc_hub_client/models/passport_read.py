from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.asset_source import AssetSource
  from ..models.flag import Flag
  from ..models.meta import Meta
  from ..models.passport_facts import PassportFacts
  from ..models.passport_read_links import PassportReadLinks
  from ..models.passport_score import PassportScore





T = TypeVar("T", bound="PassportRead")



@_attrs_define
class PassportRead:
    """ 
        Attributes:
            country (None | str):
            disclaimer (str):
            facts (PassportFacts):
            flags (list[Flag]): Red flags and watches, red first: read them before the score
            id (str):
            issued (str):
            kind (str):
            links (PassportReadLinks):
            meta (Meta):
            name (str):
            passport_version (str):
            scores (list[PassportScore]):
            source (AssetSource):
     """

    country: None | str
    disclaimer: str
    facts: PassportFacts
    flags: list[Flag]
    id: str
    issued: str
    kind: str
    links: PassportReadLinks
    meta: Meta
    name: str
    passport_version: str
    scores: list[PassportScore]
    source: AssetSource





    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.passport_facts import PassportFacts # noqa: PLC0415
        from ..models.passport_read_links import PassportReadLinks # noqa: PLC0415
        from ..models.passport_score import PassportScore # noqa: PLC0415
        country: None | str
        country = self.country

        disclaimer = self.disclaimer

        facts = self.facts.to_dict()

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)



        id = self.id

        issued = self.issued

        kind = self.kind

        links = self.links.to_dict()

        meta = self.meta.to_dict()

        name = self.name

        passport_version = self.passport_version

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



        source = self.source.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "country": country,
            "disclaimer": disclaimer,
            "facts": facts,
            "flags": flags,
            "id": id,
            "issued": issued,
            "kind": kind,
            "links": links,
            "meta": meta,
            "name": name,
            "passport_version": passport_version,
            "scores": scores,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_source import AssetSource # noqa: PLC0415
        from ..models.flag import Flag # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.passport_facts import PassportFacts # noqa: PLC0415
        from ..models.passport_read_links import PassportReadLinks # noqa: PLC0415
        from ..models.passport_score import PassportScore # noqa: PLC0415
        d = dict(src_dict)
        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))


        disclaimer = d.pop("disclaimer")

        facts = PassportFacts.from_dict(d.pop("facts"))




        flags = []
        _flags = d.pop("flags")
        for flags_item_data in (_flags):
            flags_item = Flag.from_dict(flags_item_data)



            flags.append(flags_item)


        id = d.pop("id")

        issued = d.pop("issued")

        kind = d.pop("kind")

        links = PassportReadLinks.from_dict(d.pop("links"))




        meta = Meta.from_dict(d.pop("meta"))




        name = d.pop("name")

        passport_version = d.pop("passport_version")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = PassportScore.from_dict(scores_item_data)



            scores.append(scores_item)


        source = AssetSource.from_dict(d.pop("source"))




        passport_read = cls(
            country=country,
            disclaimer=disclaimer,
            facts=facts,
            flags=flags,
            id=id,
            issued=issued,
            kind=kind,
            links=links,
            meta=meta,
            name=name,
            passport_version=passport_version,
            scores=scores,
            source=source,
        )

        return passport_read

