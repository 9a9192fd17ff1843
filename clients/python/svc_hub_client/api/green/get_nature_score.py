from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.nature_read import NatureRead
from typing import cast



def _get_kwargs(
    asset_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/nature-score/{asset_id}".format(asset_id=quote(str(asset_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | NatureRead:
    if response.status_code == 200:
        response_200 = NatureRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | NatureRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | NatureRead]:
    """ Get a nature score

     The nature score of a nature area or scheme, with its factors and its rank in the nature index.

    Args:
        asset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NatureRead]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    asset_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | NatureRead | None:
    """ Get a nature score

     The nature score of a nature area or scheme, with its factors and its rank in the nature index.

    Args:
        asset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NatureRead
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,

    ).parsed

async def asyncio_detailed(
    asset_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | NatureRead]:
    """ Get a nature score

     The nature score of a nature area or scheme, with its factors and its rank in the nature index.

    Args:
        asset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | NatureRead]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    asset_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | NatureRead | None:
    """ Get a nature score

     The nature score of a nature area or scheme, with its factors and its rank in the nature index.

    Args:
        asset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | NatureRead
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,

    )).parsed
