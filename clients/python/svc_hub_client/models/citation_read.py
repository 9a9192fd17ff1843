from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.citation_read_kind import CitationReadKind






T = TypeVar("T", bound="CitationRead")



@_attrs_define
class CitationRead:
    """ 
        Attributes:
            excerpt (str): What the answer quotes from it
            kind (CitationReadKind): What the page is
            title (str):
            url (str): The hub page the passage comes from, with its anchor
     """

    excerpt: str
    kind: CitationReadKind
    title: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        excerpt = self.excerpt

        kind = self.kind.value

        title = self.title

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "excerpt": excerpt,
            "kind": kind,
            "title": title,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        excerpt = d.pop("excerpt")

        kind = CitationReadKind(d.pop("kind"))




        title = d.pop("title")

        url = d.pop("url")

        citation_read = cls(
            excerpt=excerpt,
            kind=kind,
            title=title,
            url=url,
        )

        return citation_read

