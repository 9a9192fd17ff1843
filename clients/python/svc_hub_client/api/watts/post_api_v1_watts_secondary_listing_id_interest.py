from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.interest_body import InterestBody
from ...models.interest_read import InterestRead
from typing import cast



def _get_kwargs(
    listing_id: str,
    *,
    body: InterestBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/watts/secondary/{listing_id}/interest".format(listing_id=quote(str(listing_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | InterestRead:
    if response.status_code == 200:
        response_200 = InterestRead.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = InterestRead.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = cast(Any, None)
        return response_409

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | InterestRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: InterestBody,

) -> Response[Any | Error | InterestRead]:
    """ Record a non-binding interest in another key's open listing: 201 the first time, 200 for a repeat
    (one interest per key and listing; the repeat updates its note).

    Args:
        listing_id (str):
        body (InterestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | InterestRead]
     """


    kwargs = _get_kwargs(
        listing_id=listing_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: InterestBody,

) -> Any | Error | InterestRead | None:
    """ Record a non-binding interest in another key's open listing: 201 the first time, 200 for a repeat
    (one interest per key and listing; the repeat updates its note).

    Args:
        listing_id (str):
        body (InterestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | InterestRead
     """


    return sync_detailed(
        listing_id=listing_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: InterestBody,

) -> Response[Any | Error | InterestRead]:
    """ Record a non-binding interest in another key's open listing: 201 the first time, 200 for a repeat
    (one interest per key and listing; the repeat updates its note).

    Args:
        listing_id (str):
        body (InterestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | InterestRead]
     """


    kwargs = _get_kwargs(
        listing_id=listing_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: InterestBody,

) -> Any | Error | InterestRead | None:
    """ Record a non-binding interest in another key's open listing: 201 the first time, 200 for a repeat
    (one interest per key and listing; the repeat updates its note).

    Args:
        listing_id (str):
        body (InterestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | InterestRead
     """


    return (await asyncio_detailed(
        listing_id=listing_id,
client=client,
body=body,

    )).parsed
