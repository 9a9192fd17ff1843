from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_attributes import RecordAttributes
  from ..models.record_flex import RecordFlex
  from ..models.record_flow import RecordFlow
  from ..models.record_session import RecordSession





T = TypeVar("T", bound="UnitRecord")



@_attrs_define
class UnitRecord:
    """ 
        Attributes:
            attributes (RecordAttributes | Unset):
            demo (bool | Unset):
            flex (RecordFlex | Unset):
            flow (RecordFlow | Unset):
            id (str | Unset):
            kind (str | Unset):
            minted_at (str | Unset):
            schema (str | Unset):  Example: svc.chargeflow.unit.v1.
            session (RecordSession | Unset):
     """

    attributes: RecordAttributes | Unset = UNSET
    demo: bool | Unset = UNSET
    flex: RecordFlex | Unset = UNSET
    flow: RecordFlow | Unset = UNSET
    id: str | Unset = UNSET
    kind: str | Unset = UNSET
    minted_at: str | Unset = UNSET
    schema: str | Unset = UNSET
    session: RecordSession | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_attributes import RecordAttributes # noqa: PLC0415
        from ..models.record_flex import RecordFlex # noqa: PLC0415
        from ..models.record_flow import RecordFlow # noqa: PLC0415
        from ..models.record_session import RecordSession # noqa: PLC0415
        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        demo = self.demo

        flex: dict[str, Any] | Unset = UNSET
        if not isinstance(self.flex, Unset):
            flex = self.flex.to_dict()

        flow: dict[str, Any] | Unset = UNSET
        if not isinstance(self.flow, Unset):
            flow = self.flow.to_dict()

        id = self.id

        kind = self.kind

        minted_at = self.minted_at

        schema = self.schema

        session: dict[str, Any] | Unset = UNSET
        if not isinstance(self.session, Unset):
            session = self.session.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if demo is not UNSET:
            field_dict["demo"] = demo
        if flex is not UNSET:
            field_dict["flex"] = flex
        if flow is not UNSET:
            field_dict["flow"] = flow
        if id is not UNSET:
            field_dict["id"] = id
        if kind is not UNSET:
            field_dict["kind"] = kind
        if minted_at is not UNSET:
            field_dict["minted_at"] = minted_at
        if schema is not UNSET:
            field_dict["schema"] = schema
        if session is not UNSET:
            field_dict["session"] = session

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_attributes import RecordAttributes # noqa: PLC0415
        from ..models.record_flex import RecordFlex # noqa: PLC0415
        from ..models.record_flow import RecordFlow # noqa: PLC0415
        from ..models.record_session import RecordSession # noqa: PLC0415
        d = dict(src_dict)
        _attributes = d.pop("attributes", UNSET)
        attributes: RecordAttributes | Unset
        if isinstance(_attributes,  Unset):
            attributes = UNSET
        else:
            attributes = RecordAttributes.from_dict(_attributes)




        demo = d.pop("demo", UNSET)

        _flex = d.pop("flex", UNSET)
        flex: RecordFlex | Unset
        if isinstance(_flex,  Unset):
            flex = UNSET
        else:
            flex = RecordFlex.from_dict(_flex)




        _flow = d.pop("flow", UNSET)
        flow: RecordFlow | Unset
        if isinstance(_flow,  Unset):
            flow = UNSET
        else:
            flow = RecordFlow.from_dict(_flow)




        id = d.pop("id", UNSET)

        kind = d.pop("kind", UNSET)

        minted_at = d.pop("minted_at", UNSET)

        schema = d.pop("schema", UNSET)

        _session = d.pop("session", UNSET)
        session: RecordSession | Unset
        if isinstance(_session,  Unset):
            session = UNSET
        else:
            session = RecordSession.from_dict(_session)




        unit_record = cls(
            attributes=attributes,
            demo=demo,
            flex=flex,
            flow=flow,
            id=id,
            kind=kind,
            minted_at=minted_at,
            schema=schema,
            session=session,
        )

        return unit_record

