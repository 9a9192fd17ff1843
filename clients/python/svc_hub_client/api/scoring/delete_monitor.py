from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.monitor_read import MonitorRead
from typing import cast



def _get_kwargs(
    monitor_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/monitor/{monitor_id}".format(monitor_id=quote(str(monitor_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MonitorRead:
    if response.status_code == 200:
        response_200 = MonitorRead.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MonitorRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    monitor_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | MonitorRead]:
    """ Stop a monitor

     Stop a monitor; its history stays readable.

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MonitorRead]
     """


    kwargs = _get_kwargs(
        monitor_id=monitor_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    monitor_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | MonitorRead | None:
    """ Stop a monitor

     Stop a monitor; its history stays readable.

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MonitorRead
     """


    return sync_detailed(
        monitor_id=monitor_id,
client=client,

    ).parsed

async def asyncio_detailed(
    monitor_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | MonitorRead]:
    """ Stop a monitor

     Stop a monitor; its history stays readable.

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MonitorRead]
     """


    kwargs = _get_kwargs(
        monitor_id=monitor_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    monitor_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | MonitorRead | None:
    """ Stop a monitor

     Stop a monitor; its history stays readable.

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MonitorRead
     """


    return (await asyncio_detailed(
        monitor_id=monitor_id,
client=client,

    )).parsed
