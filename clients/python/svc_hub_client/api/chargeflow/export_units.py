from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.export_units_format import ExportUnitsFormat
from ...models.export_units_kind import ExportUnitsKind
from ...models.export_units_status import ExportUnitsStatus
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    format_: ExportUnitsFormat | Unset = ExportUnitsFormat.JSON,
    kind: ExportUnitsKind | Unset = UNSET,
    status: ExportUnitsStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    minted_from: datetime.datetime | Unset = UNSET,
    minted_to: datetime.datetime | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["operator_id"] = operator_id

    params["shield"] = shield

    params["limit"] = limit

    params["cursor"] = cursor

    json_minted_from: str | Unset = UNSET
    if not isinstance(minted_from, Unset):
        json_minted_from = minted_from.isoformat()
    params["minted_from"] = json_minted_from

    json_minted_to: str | Unset = UNSET
    if not isinstance(minted_to, Unset):
        json_minted_to = minted_to.isoformat()
    params["minted_to"] = json_minted_to


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/chargeflow/export",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())



        return response_414

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    format_: ExportUnitsFormat | Unset = ExportUnitsFormat.JSON,
    kind: ExportUnitsKind | Unset = UNSET,
    status: ExportUnitsStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    minted_from: datetime.datetime | Unset = UNSET,
    minted_to: datetime.datetime | Unset = UNSET,

) -> Response[Any | Error]:
    """ Export units

     This key's units (pages of at most 5000, newest first; next_cursor, X-SVC-Next-Cursor and Link
    rel="next"
    lead on) as JSON or CSV, streamed; shield=1 anchors the export's SHA-256 (X-SVC-Anchor-Receipt,
    Link).

    Args:
        format_ (ExportUnitsFormat | Unset):  Default: ExportUnitsFormat.JSON.
        kind (ExportUnitsKind | Unset):
        status (ExportUnitsStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.
        limit (int | Unset):
        cursor (str | Unset):
        minted_from (datetime.datetime | Unset):
        minted_to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        format_=format_,
kind=kind,
status=status,
operator_id=operator_id,
shield=shield,
limit=limit,
cursor=cursor,
minted_from=minted_from,
minted_to=minted_to,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    format_: ExportUnitsFormat | Unset = ExportUnitsFormat.JSON,
    kind: ExportUnitsKind | Unset = UNSET,
    status: ExportUnitsStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    minted_from: datetime.datetime | Unset = UNSET,
    minted_to: datetime.datetime | Unset = UNSET,

) -> Any | Error | None:
    """ Export units

     This key's units (pages of at most 5000, newest first; next_cursor, X-SVC-Next-Cursor and Link
    rel="next"
    lead on) as JSON or CSV, streamed; shield=1 anchors the export's SHA-256 (X-SVC-Anchor-Receipt,
    Link).

    Args:
        format_ (ExportUnitsFormat | Unset):  Default: ExportUnitsFormat.JSON.
        kind (ExportUnitsKind | Unset):
        status (ExportUnitsStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.
        limit (int | Unset):
        cursor (str | Unset):
        minted_from (datetime.datetime | Unset):
        minted_to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return sync_detailed(
        client=client,
format_=format_,
kind=kind,
status=status,
operator_id=operator_id,
shield=shield,
limit=limit,
cursor=cursor,
minted_from=minted_from,
minted_to=minted_to,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    format_: ExportUnitsFormat | Unset = ExportUnitsFormat.JSON,
    kind: ExportUnitsKind | Unset = UNSET,
    status: ExportUnitsStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    minted_from: datetime.datetime | Unset = UNSET,
    minted_to: datetime.datetime | Unset = UNSET,

) -> Response[Any | Error]:
    """ Export units

     This key's units (pages of at most 5000, newest first; next_cursor, X-SVC-Next-Cursor and Link
    rel="next"
    lead on) as JSON or CSV, streamed; shield=1 anchors the export's SHA-256 (X-SVC-Anchor-Receipt,
    Link).

    Args:
        format_ (ExportUnitsFormat | Unset):  Default: ExportUnitsFormat.JSON.
        kind (ExportUnitsKind | Unset):
        status (ExportUnitsStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.
        limit (int | Unset):
        cursor (str | Unset):
        minted_from (datetime.datetime | Unset):
        minted_to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        format_=format_,
kind=kind,
status=status,
operator_id=operator_id,
shield=shield,
limit=limit,
cursor=cursor,
minted_from=minted_from,
minted_to=minted_to,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    format_: ExportUnitsFormat | Unset = ExportUnitsFormat.JSON,
    kind: ExportUnitsKind | Unset = UNSET,
    status: ExportUnitsStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    minted_from: datetime.datetime | Unset = UNSET,
    minted_to: datetime.datetime | Unset = UNSET,

) -> Any | Error | None:
    """ Export units

     This key's units (pages of at most 5000, newest first; next_cursor, X-SVC-Next-Cursor and Link
    rel="next"
    lead on) as JSON or CSV, streamed; shield=1 anchors the export's SHA-256 (X-SVC-Anchor-Receipt,
    Link).

    Args:
        format_ (ExportUnitsFormat | Unset):  Default: ExportUnitsFormat.JSON.
        kind (ExportUnitsKind | Unset):
        status (ExportUnitsStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.
        limit (int | Unset):
        cursor (str | Unset):
        minted_from (datetime.datetime | Unset):
        minted_to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return (await asyncio_detailed(
        client=client,
format_=format_,
kind=kind,
status=status,
operator_id=operator_id,
shield=shield,
limit=limit,
cursor=cursor,
minted_from=minted_from,
minted_to=minted_to,

    )).parsed
