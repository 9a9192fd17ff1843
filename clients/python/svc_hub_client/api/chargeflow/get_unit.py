from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.unit_read import UnitRead
from typing import cast



def _get_kwargs(
    unit_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/chargeflow/{unit_id}".format(unit_id=quote(str(unit_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | UnitRead:
    if response.status_code == 200:
        response_200 = UnitRead.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | UnitRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    unit_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | UnitRead]:
    """ Get a unit

     One of this key's units, with its retire reason.

    Args:
        unit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnitRead]
     """


    kwargs = _get_kwargs(
        unit_id=unit_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    unit_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | UnitRead | None:
    """ Get a unit

     One of this key's units, with its retire reason.

    Args:
        unit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnitRead
     """


    return sync_detailed(
        unit_id=unit_id,
client=client,

    ).parsed

async def asyncio_detailed(
    unit_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | UnitRead]:
    """ Get a unit

     One of this key's units, with its retire reason.

    Args:
        unit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnitRead]
     """


    kwargs = _get_kwargs(
        unit_id=unit_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    unit_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | UnitRead | None:
    """ Get a unit

     One of this key's units, with its retire reason.

    Args:
        unit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnitRead
     """


    return (await asyncio_detailed(
        unit_id=unit_id,
client=client,

    )).parsed
