from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.scores_read import ScoresRead
from typing import cast



def _get_kwargs(
    *,
    ids: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ids"] = ids


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/scores",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | ScoresRead:
    if response.status_code == 200:
        response_200 = ScoresRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | ScoresRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    ids: str,

) -> Response[Any | Error | ScoresRead]:
    """ List several green scores

     Several unified scores at once: up to 5 ids without a key, 20 with one; unknown ids are listed in
    `missing`.

    Args:
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | ScoresRead]
     """


    kwargs = _get_kwargs(
        ids=ids,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    ids: str,

) -> Any | Error | ScoresRead | None:
    """ List several green scores

     Several unified scores at once: up to 5 ids without a key, 20 with one; unknown ids are listed in
    `missing`.

    Args:
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | ScoresRead
     """


    return sync_detailed(
        client=client,
ids=ids,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ids: str,

) -> Response[Any | Error | ScoresRead]:
    """ List several green scores

     Several unified scores at once: up to 5 ids without a key, 20 with one; unknown ids are listed in
    `missing`.

    Args:
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | ScoresRead]
     """


    kwargs = _get_kwargs(
        ids=ids,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    ids: str,

) -> Any | Error | ScoresRead | None:
    """ List several green scores

     Several unified scores at once: up to 5 ids without a key, 20 with one; unknown ids are listed in
    `missing`.

    Args:
        ids (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | ScoresRead
     """


    return (await asyncio_detailed(
        client=client,
ids=ids,

    )).parsed
