from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.retire_body import RetireBody
from ...models.unit_read import UnitRead
from typing import cast



def _get_kwargs(
    unit_id: str,
    *,
    body: RetireBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/chargeflow/{unit_id}/retire".format(unit_id=quote(str(unit_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | UnitRead:
    if response.status_code == 200:
        response_200 = UnitRead.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | UnitRead]:
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
    body: RetireBody,

) -> Response[Error | UnitRead]:
    """ Retire a unit

     Retire one of this key's units: its status becomes retired, its record and hash stay as they were.

    Args:
        unit_id (str):
        body (RetireBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnitRead]
     """


    kwargs = _get_kwargs(
        unit_id=unit_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    unit_id: str,
    *,
    client: AuthenticatedClient,
    body: RetireBody,

) -> Error | UnitRead | None:
    """ Retire a unit

     Retire one of this key's units: its status becomes retired, its record and hash stay as they were.

    Args:
        unit_id (str):
        body (RetireBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnitRead
     """


    return sync_detailed(
        unit_id=unit_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    unit_id: str,
    *,
    client: AuthenticatedClient,
    body: RetireBody,

) -> Response[Error | UnitRead]:
    """ Retire a unit

     Retire one of this key's units: its status becomes retired, its record and hash stay as they were.

    Args:
        unit_id (str):
        body (RetireBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UnitRead]
     """


    kwargs = _get_kwargs(
        unit_id=unit_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    unit_id: str,
    *,
    client: AuthenticatedClient,
    body: RetireBody,

) -> Error | UnitRead | None:
    """ Retire a unit

     Retire one of this key's units: its status becomes retired, its record and hash stay as they were.

    Args:
        unit_id (str):
        body (RetireBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UnitRead
     """


    return (await asyncio_detailed(
        unit_id=unit_id,
client=client,
body=body,

    )).parsed
