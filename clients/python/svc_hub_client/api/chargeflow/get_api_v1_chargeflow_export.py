from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_api_v1_chargeflow_export_format import GetApiV1ChargeflowExportFormat
from ...models.get_api_v1_chargeflow_export_kind import GetApiV1ChargeflowExportKind
from ...models.get_api_v1_chargeflow_export_status import GetApiV1ChargeflowExportStatus
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    format_: GetApiV1ChargeflowExportFormat | Unset = GetApiV1ChargeflowExportFormat.JSON,
    kind: GetApiV1ChargeflowExportKind | Unset = UNSET,
    status: GetApiV1ChargeflowExportStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

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
    format_: GetApiV1ChargeflowExportFormat | Unset = GetApiV1ChargeflowExportFormat.JSON,
    kind: GetApiV1ChargeflowExportKind | Unset = UNSET,
    status: GetApiV1ChargeflowExportStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,

) -> Response[Any | Error]:
    """ This key's units (at most 5000, newest first) as JSON or CSV, streamed; shield=1 anchors the
    export's
    SHA-256 and returns the receipt in X-SVC-Anchor-Receipt and a Link header.

    Args:
        format_ (GetApiV1ChargeflowExportFormat | Unset):  Default:
            GetApiV1ChargeflowExportFormat.JSON.
        kind (GetApiV1ChargeflowExportKind | Unset):
        status (GetApiV1ChargeflowExportStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.

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

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    format_: GetApiV1ChargeflowExportFormat | Unset = GetApiV1ChargeflowExportFormat.JSON,
    kind: GetApiV1ChargeflowExportKind | Unset = UNSET,
    status: GetApiV1ChargeflowExportStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,

) -> Any | Error | None:
    """ This key's units (at most 5000, newest first) as JSON or CSV, streamed; shield=1 anchors the
    export's
    SHA-256 and returns the receipt in X-SVC-Anchor-Receipt and a Link header.

    Args:
        format_ (GetApiV1ChargeflowExportFormat | Unset):  Default:
            GetApiV1ChargeflowExportFormat.JSON.
        kind (GetApiV1ChargeflowExportKind | Unset):
        status (GetApiV1ChargeflowExportStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.

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

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    format_: GetApiV1ChargeflowExportFormat | Unset = GetApiV1ChargeflowExportFormat.JSON,
    kind: GetApiV1ChargeflowExportKind | Unset = UNSET,
    status: GetApiV1ChargeflowExportStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,

) -> Response[Any | Error]:
    """ This key's units (at most 5000, newest first) as JSON or CSV, streamed; shield=1 anchors the
    export's
    SHA-256 and returns the receipt in X-SVC-Anchor-Receipt and a Link header.

    Args:
        format_ (GetApiV1ChargeflowExportFormat | Unset):  Default:
            GetApiV1ChargeflowExportFormat.JSON.
        kind (GetApiV1ChargeflowExportKind | Unset):
        status (GetApiV1ChargeflowExportStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.

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

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    format_: GetApiV1ChargeflowExportFormat | Unset = GetApiV1ChargeflowExportFormat.JSON,
    kind: GetApiV1ChargeflowExportKind | Unset = UNSET,
    status: GetApiV1ChargeflowExportStatus | Unset = UNSET,
    operator_id: str | Unset = UNSET,
    shield: bool | Unset = False,

) -> Any | Error | None:
    """ This key's units (at most 5000, newest first) as JSON or CSV, streamed; shield=1 anchors the
    export's
    SHA-256 and returns the receipt in X-SVC-Anchor-Receipt and a Link header.

    Args:
        format_ (GetApiV1ChargeflowExportFormat | Unset):  Default:
            GetApiV1ChargeflowExportFormat.JSON.
        kind (GetApiV1ChargeflowExportKind | Unset):
        status (GetApiV1ChargeflowExportStatus | Unset):
        operator_id (str | Unset):
        shield (bool | Unset):  Default: False.

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

    )).parsed
