from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.unified_score_read import UnifiedScoreRead
from typing import cast



def _get_kwargs(
    member_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/green/score/{member_id}".format(member_id=quote(str(member_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | UnifiedScoreRead:
    if response.status_code == 200:
        response_200 = UnifiedScoreRead.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | UnifiedScoreRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | UnifiedScoreRead]:
    """ Get a green score

     The unified green score of a green index member (carbon project, energy asset, green product): CQS,
    Watt, their composite, its rank in the whole index and among its own kind, with each factor, and its
    flags
    (a red flag caps the tier: flagged).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnifiedScoreRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | UnifiedScoreRead | None:
    """ Get a green score

     The unified green score of a green index member (carbon project, energy asset, green product): CQS,
    Watt, their composite, its rank in the whole index and among its own kind, with each factor, and its
    flags
    (a red flag caps the tier: flagged).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnifiedScoreRead
     """


    return sync_detailed(
        member_id=member_id,
client=client,

    ).parsed

async def asyncio_detailed(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error | UnifiedScoreRead]:
    """ Get a green score

     The unified green score of a green index member (carbon project, energy asset, green product): CQS,
    Watt, their composite, its rank in the whole index and among its own kind, with each factor, and its
    flags
    (a red flag caps the tier: flagged).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | UnifiedScoreRead]
     """


    kwargs = _get_kwargs(
        member_id=member_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    member_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | UnifiedScoreRead | None:
    """ Get a green score

     The unified green score of a green index member (carbon project, energy asset, green product): CQS,
    Watt, their composite, its rank in the whole index and among its own kind, with each factor, and its
    flags
    (a red flag caps the tier: flagged).

    Args:
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | UnifiedScoreRead
     """


    return (await asyncio_detailed(
        member_id=member_id,
client=client,

    )).parsed
