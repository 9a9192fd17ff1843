from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.error_details_allowed import ErrorDetailsAllowed
  from ..models.error_details_fields import ErrorDetailsFields





T = TypeVar("T", bound="ErrorDetails")



@_attrs_define
class ErrorDetails:
    """ 
        Attributes:
            active_unit_id (str | Unset): duplicate_unit: the key's active unit for that operator and external id
            allowed (ErrorDetailsAllowed | Unset): field -> the values it accepts
            allowed_methods (list[str] | Unset): Methods this path accepts (405)
            fields (ErrorDetailsFields | Unset): Per-field messages: 'field', 'query.field' or 'nested.field' -> messages
            limit (Any | Unset): The limit reached: an integer (monthly quota, URL bytes) or a string (IP rate limit, e.g.
                '30 per 1 minute')
            matched (int | Unset): How many products matched the filters
            missing (list[str] | Unset): Ids the catalogue does not know
            request_id (None | str | Unset): Quote it when reporting a 500
            reset_at (datetime.datetime | Unset): When the monthly quota or anchors reset: ISO 8601 UTC with a Z, the start
                of the next UTC month (X-RateLimit-Reset gives the same moment as Unix time) Example: 2026-12-01T00:00:00Z.
            scope (str | Unset): What the limit counts: ip or key
            status (str | Unset): invalid_state: the state the object is in
            tier (str | Unset): The caller's tier, when a higher one is required
     """

    active_unit_id: str | Unset = UNSET
    allowed: ErrorDetailsAllowed | Unset = UNSET
    allowed_methods: list[str] | Unset = UNSET
    fields: ErrorDetailsFields | Unset = UNSET
    limit: Any | Unset = UNSET
    matched: int | Unset = UNSET
    missing: list[str] | Unset = UNSET
    request_id: None | str | Unset = UNSET
    reset_at: datetime.datetime | Unset = UNSET
    scope: str | Unset = UNSET
    status: str | Unset = UNSET
    tier: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_details_allowed import ErrorDetailsAllowed # noqa: PLC0415
        from ..models.error_details_fields import ErrorDetailsFields # noqa: PLC0415
        active_unit_id = self.active_unit_id

        allowed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = self.allowed.to_dict()

        allowed_methods: list[str] | Unset = UNSET
        if not isinstance(self.allowed_methods, Unset):
            allowed_methods = self.allowed_methods



        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        limit = self.limit

        matched = self.matched

        missing: list[str] | Unset = UNSET
        if not isinstance(self.missing, Unset):
            missing = self.missing



        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        reset_at: str | Unset = UNSET
        if not isinstance(self.reset_at, Unset):
            reset_at = self.reset_at.isoformat()

        scope = self.scope

        status = self.status

        tier = self.tier


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if active_unit_id is not UNSET:
            field_dict["active_unit_id"] = active_unit_id
        if allowed is not UNSET:
            field_dict["allowed"] = allowed
        if allowed_methods is not UNSET:
            field_dict["allowed_methods"] = allowed_methods
        if fields is not UNSET:
            field_dict["fields"] = fields
        if limit is not UNSET:
            field_dict["limit"] = limit
        if matched is not UNSET:
            field_dict["matched"] = matched
        if missing is not UNSET:
            field_dict["missing"] = missing
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if reset_at is not UNSET:
            field_dict["reset_at"] = reset_at
        if scope is not UNSET:
            field_dict["scope"] = scope
        if status is not UNSET:
            field_dict["status"] = status
        if tier is not UNSET:
            field_dict["tier"] = tier

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details_allowed import ErrorDetailsAllowed # noqa: PLC0415
        from ..models.error_details_fields import ErrorDetailsFields # noqa: PLC0415
        d = dict(src_dict)
        active_unit_id = d.pop("active_unit_id", UNSET)

        _allowed = d.pop("allowed", UNSET)
        allowed: ErrorDetailsAllowed | Unset
        if isinstance(_allowed,  Unset):
            allowed = UNSET
        else:
            allowed = ErrorDetailsAllowed.from_dict(_allowed)




        allowed_methods = cast(list[str], d.pop("allowed_methods", UNSET))


        _fields = d.pop("fields", UNSET)
        fields: ErrorDetailsFields | Unset
        if isinstance(_fields,  Unset):
            fields = UNSET
        else:
            fields = ErrorDetailsFields.from_dict(_fields)




        limit = d.pop("limit", UNSET)

        matched = d.pop("matched", UNSET)

        missing = cast(list[str], d.pop("missing", UNSET))


        def _parse_request_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        request_id = _parse_request_id(d.pop("request_id", UNSET))


        _reset_at = d.pop("reset_at", UNSET)
        reset_at: datetime.datetime | Unset
        if isinstance(_reset_at,  Unset):
            reset_at = UNSET
        else:
            reset_at = datetime.datetime.fromisoformat(_reset_at)




        scope = d.pop("scope", UNSET)

        status = d.pop("status", UNSET)

        tier = d.pop("tier", UNSET)

        error_details = cls(
            active_unit_id=active_unit_id,
            allowed=allowed,
            allowed_methods=allowed_methods,
            fields=fields,
            limit=limit,
            matched=matched,
            missing=missing,
            request_id=request_id,
            reset_at=reset_at,
            scope=scope,
            status=status,
            tier=tier,
        )

        return error_details

