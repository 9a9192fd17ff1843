from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.list_listings_status import ListListingsStatus
from ...models.listing_board import ListingBoard
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListListingsStatus | Unset = ListListingsStatus.OPEN,
    mine: bool | Unset = False,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["mine"] = mine


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/watts/secondary",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | ListingBoard:
    if response.status_code == 200:
        response_200 = ListingBoard.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | ListingBoard]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListListingsStatus | Unset = ListListingsStatus.OPEN,
    mine: bool | Unset = False,

) -> Response[Any | Error | ListingBoard]:
    """ List secondary listings

     The listing board: status (default open), mine=1; newest first.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListListingsStatus | Unset):  Default: ListListingsStatus.OPEN.
        mine (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | ListingBoard]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
mine=mine,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListListingsStatus | Unset = ListListingsStatus.OPEN,
    mine: bool | Unset = False,

) -> Any | Error | ListingBoard | None:
    """ List secondary listings

     The listing board: status (default open), mine=1; newest first.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListListingsStatus | Unset):  Default: ListListingsStatus.OPEN.
        mine (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | ListingBoard
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
mine=mine,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListListingsStatus | Unset = ListListingsStatus.OPEN,
    mine: bool | Unset = False,

) -> Response[Any | Error | ListingBoard]:
    """ List secondary listings

     The listing board: status (default open), mine=1; newest first.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListListingsStatus | Unset):  Default: ListListingsStatus.OPEN.
        mine (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | ListingBoard]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
mine=mine,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    status: ListListingsStatus | Unset = ListListingsStatus.OPEN,
    mine: bool | Unset = False,

) -> Any | Error | ListingBoard | None:
    """ List secondary listings

     The listing board: status (default open), mine=1; newest first.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        status (ListListingsStatus | Unset):  Default: ListListingsStatus.OPEN.
        mine (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | ListingBoard
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
mine=mine,

    )).parsed
