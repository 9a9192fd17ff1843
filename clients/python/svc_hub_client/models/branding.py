from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Branding")



@_attrs_define
class Branding:
    """ 
        Attributes:
            company_name (None | str | Unset): Shown as the document's author, on every page
            hide_svc_branding (bool | Unset): true leaves out the hub's name and logo (the 'Prepared with svc hub' line);
                the signing identifiers stay Default: False.
            logo_url (None | str | Unset): HTTPS URL of a PNG or JPEG logo (at most 512 KiB, 4096 px a side), fetched once
                through the hub's outbound door: a public address only, at most 2 redirects; embedded, never linked
            primary_color (None | str | Unset): #rrggbb for headings and rules; at least 4.5:1 contrast on white (WCAG AA)
                Example: #1d4e89.
     """

    company_name: None | str | Unset = UNSET
    hide_svc_branding: bool | Unset = False
    logo_url: None | str | Unset = UNSET
    primary_color: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        company_name: None | str | Unset
        if isinstance(self.company_name, Unset):
            company_name = UNSET
        else:
            company_name = self.company_name

        hide_svc_branding = self.hide_svc_branding

        logo_url: None | str | Unset
        if isinstance(self.logo_url, Unset):
            logo_url = UNSET
        else:
            logo_url = self.logo_url

        primary_color: None | str | Unset
        if isinstance(self.primary_color, Unset):
            primary_color = UNSET
        else:
            primary_color = self.primary_color


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if company_name is not UNSET:
            field_dict["company_name"] = company_name
        if hide_svc_branding is not UNSET:
            field_dict["hide_svc_branding"] = hide_svc_branding
        if logo_url is not UNSET:
            field_dict["logo_url"] = logo_url
        if primary_color is not UNSET:
            field_dict["primary_color"] = primary_color

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_company_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_name = _parse_company_name(d.pop("company_name", UNSET))


        hide_svc_branding = d.pop("hide_svc_branding", UNSET)

        def _parse_logo_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        logo_url = _parse_logo_url(d.pop("logo_url", UNSET))


        def _parse_primary_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        primary_color = _parse_primary_color(d.pop("primary_color", UNSET))


        branding = cls(
            company_name=company_name,
            hide_svc_branding=hide_svc_branding,
            logo_url=logo_url,
            primary_color=primary_color,
        )

        return branding

