from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DoorDocument")



@_attrs_define
class DoorDocument:
    """ 
        Attributes:
            content_hash (str | Unset):
            document_date (str | Unset): A PDF that is not the hub's: the date its metadata names
            document_id (str | Unset): A PDF that is not the hub's: the id its metadata names
            file_issued_at (str | Unset): A PDF: when the hub first served this very file
            id (str | Unset): Its id, where it has one (att_..., cfu_e_..., rcp_...)
            issued_at (str | Unset): The document's own date or time, as it states it
            issued_by_hub (bool | Unset): A PDF: true when the hub served these very bytes
            kind (str | Unset): The signed kind it prints (a PDF), when not the answer's kind
            media_type (str | Unset):  Example: application/pdf.
            page_url (str | Unset): Where to see or verify the document
            schema (str | Unset):  Example: svc.compare.shortlist.v1.
            verify_url (str | Unset): A PDF that is not the hub's: the verify URL its metadata names
     """

    content_hash: str | Unset = UNSET
    document_date: str | Unset = UNSET
    document_id: str | Unset = UNSET
    file_issued_at: str | Unset = UNSET
    id: str | Unset = UNSET
    issued_at: str | Unset = UNSET
    issued_by_hub: bool | Unset = UNSET
    kind: str | Unset = UNSET
    media_type: str | Unset = UNSET
    page_url: str | Unset = UNSET
    schema: str | Unset = UNSET
    verify_url: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        content_hash = self.content_hash

        document_date = self.document_date

        document_id = self.document_id

        file_issued_at = self.file_issued_at

        id = self.id

        issued_at = self.issued_at

        issued_by_hub = self.issued_by_hub

        kind = self.kind

        media_type = self.media_type

        page_url = self.page_url

        schema = self.schema

        verify_url = self.verify_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if content_hash is not UNSET:
            field_dict["content_hash"] = content_hash
        if document_date is not UNSET:
            field_dict["document_date"] = document_date
        if document_id is not UNSET:
            field_dict["document_id"] = document_id
        if file_issued_at is not UNSET:
            field_dict["file_issued_at"] = file_issued_at
        if id is not UNSET:
            field_dict["id"] = id
        if issued_at is not UNSET:
            field_dict["issued_at"] = issued_at
        if issued_by_hub is not UNSET:
            field_dict["issued_by_hub"] = issued_by_hub
        if kind is not UNSET:
            field_dict["kind"] = kind
        if media_type is not UNSET:
            field_dict["media_type"] = media_type
        if page_url is not UNSET:
            field_dict["page_url"] = page_url
        if schema is not UNSET:
            field_dict["schema"] = schema
        if verify_url is not UNSET:
            field_dict["verify_url"] = verify_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content_hash = d.pop("content_hash", UNSET)

        document_date = d.pop("document_date", UNSET)

        document_id = d.pop("document_id", UNSET)

        file_issued_at = d.pop("file_issued_at", UNSET)

        id = d.pop("id", UNSET)

        issued_at = d.pop("issued_at", UNSET)

        issued_by_hub = d.pop("issued_by_hub", UNSET)

        kind = d.pop("kind", UNSET)

        media_type = d.pop("media_type", UNSET)

        page_url = d.pop("page_url", UNSET)

        schema = d.pop("schema", UNSET)

        verify_url = d.pop("verify_url", UNSET)

        door_document = cls(
            content_hash=content_hash,
            document_date=document_date,
            document_id=document_id,
            file_issued_at=file_issued_at,
            id=id,
            issued_at=issued_at,
            issued_by_hub=issued_by_hub,
            kind=kind,
            media_type=media_type,
            page_url=page_url,
            schema=schema,
            verify_url=verify_url,
        )

        return door_document

