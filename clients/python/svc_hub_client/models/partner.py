from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.credential_field import CredentialField





T = TypeVar("T", bound="Partner")



@_attrs_define
class Partner:
    """ 
        Attributes:
            credential_fields (list[CredentialField]):
            description (str):
            id (str):
            modes (list[str]):
            name (str):
            records (str):
     """

    credential_fields: list[CredentialField]
    description: str
    id: str
    modes: list[str]
    name: str
    records: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.credential_field import CredentialField # noqa: PLC0415
        credential_fields = []
        for credential_fields_item_data in self.credential_fields:
            credential_fields_item = credential_fields_item_data.to_dict()
            credential_fields.append(credential_fields_item)



        description = self.description

        id = self.id

        modes = self.modes



        name = self.name

        records = self.records


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "credential_fields": credential_fields,
            "description": description,
            "id": id,
            "modes": modes,
            "name": name,
            "records": records,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_field import CredentialField # noqa: PLC0415
        d = dict(src_dict)
        credential_fields = []
        _credential_fields = d.pop("credential_fields")
        for credential_fields_item_data in (_credential_fields):
            credential_fields_item = CredentialField.from_dict(credential_fields_item_data)



            credential_fields.append(credential_fields_item)


        description = d.pop("description")

        id = d.pop("id")

        modes = cast(list[str], d.pop("modes"))


        name = d.pop("name")

        records = d.pop("records")

        partner = cls(
            credential_fields=credential_fields,
            description=description,
            id=id,
            modes=modes,
            name=name,
            records=records,
        )

        return partner

